// A string's `unicodeScalars` view changes like a collection and makes a `String` again; a
// string literal appended to a collection of scalars or Characters is one of its elements.
var scalars = "ab".unicodeScalars
scalars.append("c")
print(String(scalars), scalars.count, type(of: scalars.first!))
let ascii = String("naïve café".unicodeScalars.filter { $0.isASCII })
let shouted = String("hey".unicodeScalars.map { Character(Unicode.Scalar($0.value - 32)!) })
var letters: [Character] = ["a"]
letters.append("b")
print(ascii, shouted, type(of: letters[1]), letters)

// Output, as printed by swiftc:
// expect: abc 3 Scalar
// expect: nave caf HEY Character ["a", "b"]
