// SwiftUI-style presets: `static var` and `static func` of one (backticked) name in a
// `where Self ==` extension, reached as implicit members through a generic parameter.
protocol Theme { var name: String { get } }
struct Plain: Theme {
    var size = 1
    var name: String { "plain \(size)" }
}
extension Theme where Self == Plain {
    static var `default`: Plain { Plain() }
    static func `default`(size: Int) -> Plain { Plain(size: size) }
}
func use<T: Theme>(_ theme: T) -> String { theme.name }

print(use(.default))                 // expect: plain 1
print(use(.default(size: 3)))        // expect: plain 3
let `class` = "reserved words work as names in backticks"
print(`class`)                       // expect: reserved words work as names in backticks
enum Slot { case `default`, custom }
let s: Slot = .default
print(s)                             // expect: default
