// `print(…, to: &out)` and `debugPrint(…, to: &out)` write to a TextOutputStream: a String
// variable grows; a script stream's `write(_:)` gets each item after its separator (an empty
// prefix first) and then the terminator, as Swift writes them.
var out = ""
print("a", 1, separator: "-", to: &out)
debugPrint("b", to: &out)
print(to: &out)
print(2.5, [1, 2], terminator: "|", to: &out)
out.write("w")
"x".write(to: &out)
print(out.debugDescription) // expect: "a-1\n\"b\"\n\n2.5 [1, 2]|wx"

struct Log: TextOutputStream {
    var parts: [String] = []
    mutating func write(_ string: String) { parts.append(string) }
}
var log = Log()
print(1, "s", Optional(3) as Any, separator: ", ", to: &log)
print(log.parts) // expect: ["", "1", ", ", "s", ", ", "Optional(3)", "\n"]
log.parts = []
debugPrint("q", 1, to: &log)
print(to: &log)
print(log.parts) // expect: ["", "\"q\"", " ", "1", "\n", "\n"]

final class Tally: TextOutputStream {
    var count = 0
    func write(_ string: String) { count += string.count }
}
var tally = Tally()
print("abc", "de", to: &tally)
print(tally.count) // expect: 7
