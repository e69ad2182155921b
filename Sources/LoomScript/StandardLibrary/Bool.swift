extension NativeRegistry {
    func installBool() {
        standardType("Bool") { t in
            t.property("description", of: Bool.self) { .string($0 ? "true" : "false") }
            t.method("mutating toggle()") { c in
                c.newReceiver = .bool(!(try c.receiver(as: Bool.self)))
                return .void
            }
        }
    }
}
