// A type's initializer used as a function value, failable ones included.
struct Version {
    let major: Int
    init?(_ text: String) { guard let n = Int(text) else { return nil }; major = n }
}
struct Tag { let name: String; init(_ name: String) { self.name = name } }
print(["1", "x", "3"].compactMap(Version.init).map(\.major)) // expect: [1, 3]
print(["a", "b"].map(Tag.init).map(\.name)) // expect: ["a", "b"]
