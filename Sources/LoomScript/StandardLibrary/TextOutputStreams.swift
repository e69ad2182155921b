/// `print(…, to: &out)` and `debugPrint(…, to: &out)`: the text goes to a `TextOutputStream`
/// instead of the page — a String variable, or a script type with `mutating func write(_:)`.
extension NativeRegistry {
    func installTextOutputStreams() {
        for (name, debug) in [("print", false), ("debugPrint", true)] {
            globalFunction("\(name)<Target: TextOutputStream>(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\", to output: inout Target)") { c in
                // Swift writes piece by piece, each item after its prefix (an empty one first).
                var stream = c.value(3)
                var prefix = ""
                for item in c.arrayElements(0) {
                    stream = try c.interpreter.write(prefix, to: stream, c.loc)
                    stream = try c.interpreter.write(c.interpreter.describe(item, debug: debug), to: stream, c.loc)
                    prefix = c.string(1)
                }
                stream = try c.interpreter.write(c.string(2), to: stream, c.loc)
                c.inoutValues = [c.value(0), c.value(1), c.value(2), stream]
                return .void
            }
        }
        standardType("String") { t in
            // String is a TextOutputStream (`out.write("x")`) and TextOutputStreamable.
            t.method("mutating write(_ other: String)") { c in
                var s = try c.takeReceiver(as: String.self)
                defer { c.newReceiver = .string(s) }
                s += c.string(0)
                return .void
            }
            t.method("write<Target: TextOutputStream>(to target: inout Target)") { c in
                c.inoutValues = [try c.interpreter.write(try c.receiver(as: String.self), to: c.value(0), c.loc)]
                return .void
            }
        }
    }
}

extension Interpreter {
    /// `stream.write(text)`: the stream after it (a String grows; a class stream changes itself).
    func write(_ text: String, to stream: Value, _ loc: Loc) throws -> Value {
        if case .string(let s) = stream { return .string(s + text) }
        return try callMethod(stream, "write", [.string(text)], loc).newReceiver ?? stream
    }
}
