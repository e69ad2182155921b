import Foundation

struct Tiny {
    var value: Int
    static let unit = Tiny(value: nestedOne())
}

let suffix = "!"
