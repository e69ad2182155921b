import Foundation
// Foundation's string helpers that text-formatting code reaches for.
print("ab".padding(toLength: 5, withPad: ".", startingAt: 0) + "|", "Swift".padding(toLength: 3, withPad: "*", startingAt: 0)) // expect: ab...| Swi
let line = "key=value; other=thing"
if let r = line.range(of: "=") { print(line[line.startIndex..<r.lowerBound], line[r.upperBound...].prefix(5)) } // expect: key value
print(line.range(of: "missing") == nil) // expect: true
print("a, b;c".components(separatedBy: CharacterSet(charactersIn: ",;")).map { $0.trimmingCharacters(in: .whitespaces) }) // expect: ["a", "b", "c"]
print(String(format: "%2$@ before %1$@", "first", "second"), String(format: "%lu|%d", UInt.max, Int8(-3))) // expect: second before first 18446744073709551615|-3
print(["Dan's"], ["'" as Character]) // expect: ["Dan\'s"] ["\'"]
debugPrint("quote ' and \"") // expect: "quote \' and \""
