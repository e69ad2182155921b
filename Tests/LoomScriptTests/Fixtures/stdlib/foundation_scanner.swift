// Foundation's Scanner: hex colours, numbers, strings, the older inout forms and the newer ones.
import Foundation
let scanner = Scanner(string: "ff8000")
var hex: UInt64 = 0
print(scanner.scanHexInt64(&hex), hex, scanner.isAtEnd)
func rgb(_ text: String) -> (Double, Double, Double) {
    let s = Scanner(string: text.trimmingCharacters(in: CharacterSet.alphanumerics.inverted))
    var value: UInt64 = 0
    guard s.scanHexInt64(&value) else { return (0, 0, 0) }
    return (Double((value >> 16) & 0xff) / 255, Double((value >> 8) & 0xff) / 255, Double(value & 0xff) / 255)
}
print(rgb("#336699"), rgb("zz"))
let line = Scanner(string: "width: 42 height: 7.5 name=Loom")
print(line.scanString("width:") ?? "-", line.scanInt() ?? -1, line.scanString("height:") ?? "-", line.scanDouble() ?? -1)
print(line.scanUpToString("=") ?? "-", line.scanCharacter() ?? "?", line.scanUpToString("!") ?? "-", line.isAtEnd)
let h = Scanner(string: "0x1F rest")
print(h.scanUInt64(representation: .hexadecimal) as Any)
var n32: UInt32 = 9
print(Scanner(string: "nothing").scanHexInt32(&n32), n32)
// expect: true 16744448 true
// expect: (0.2, 0.4, 0.6) (0.0, 0.0, 0.0)
// expect: width: 42 height: 7.5
// expect: name = Loom true
// expect: Optional(31)
// expect: false 0
