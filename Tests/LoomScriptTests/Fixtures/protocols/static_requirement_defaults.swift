// A static requirement's default in a protocol extension, for a conforming type that does not declare it, on the type and through a generic metatype. (#19; expected output from swiftc)
protocol Named {
    static var name: String { get }
    static func make() -> String
}
extension Named {
    static var name: String { "default" }
    static func make() -> String { "made " + name }
}
protocol Titled: Named {}
struct Plain: Named {}
struct Own: Named { static var name: String { "own" } }
struct Refined: Titled {}

print(Plain.name, Own.name, Plain.make(), Own.make(), Refined.make())
// expect: default own made default made own made default

func nameOf<T: Named>(_ type: T.Type) -> String { T.name }
print(nameOf(Plain.self), nameOf(Own.self))
// expect: default own
