extension NativeRegistry {
    func installBool() {
        standardType("Bool") { t in
            t.staticMethod("random() -> Bool") { c in .bool(c.interpreter.nextRandom() & 1 == 1) }
            // `Bool("true")` parses; anything but "true" or "false" is nil.
            t.initializer("init(_ value: Any)") { c in
                switch c.value(0) {
                case .bool(let b): return .bool(b)
                case .string(let s): return Bool(s).map { .some(.bool($0)) } ?? .null
                default: throw ScriptError(c.loc, "no exact matches in call to initializer of 'Bool' with an argument of type '\(c.value(0).typeName)'")
                }
            }
            t.property("var description: String", of: Bool.self) { .string($0 ? "true" : "false") }
            t.method("mutating toggle()") { c in
                c.newReceiver = .bool(!(try c.receiver(as: Bool.self)))
                return .void
            }
        }
    }
}
