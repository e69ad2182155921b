/// One scope's local variables, addressed by the slots the resolver assigned.
/// Globals (top-level names of the session) live in `Interpreter.globals` instead, because a
/// later block may redeclare them.
///
/// Most frames hold a handful of values (a function's parameters and a few locals), so the
/// first four slots are stored inline: making a frame is one allocation, with no array buffer
/// (whose generic allocation path costs more than the rest of a call).
final class Env {
    private var s0: Value = .void
    private var s1: Value = .void
    private var s2: Value = .void
    private var s3: Value = .void
    private var overflow: [Value] = []
    private(set) var count: Int
    let parent: Env?
    /// A call's `Binding` parameters by slot, with where their `wrappedValue` writes go (the
    /// frame outlives the call in the closures made in it: `DispatchQueue.main.async { … }`).
    var bindingWriters: [Int: BindingWriter]?

    private static let inline = 4

    init(count: Int, parent: Env?) {
        self.count = count
        self.parent = parent
        if count > Env.inline { overflow = Array(repeating: .void, count: count - Env.inline) }
    }

    /// A scope's locals end last-declared first, as Swift's do: objects' `deinit`s run in that order.
    deinit {
        if !overflow.isEmpty { for i in overflow.indices.reversed() { overflow[i] = .void } }
        s3 = .void
        s2 = .void
        s1 = .void
    }

    /// A loop pass's locals end with it, last-declared first, before the next pass binds them
    /// again: `let r = Resource(i)` in a loop body is released (its `deinit` run) at each pass's end.
    func endIteration() {
        if !overflow.isEmpty { for i in overflow.indices.reversed() { overflow[i] = .void } }
        s3 = .void
        s2 = .void
        s1 = .void
        s0 = .void
    }

    /// A returning call's locals that a closure keeping the frame does not read, released
    /// last-declared first (see `FunctionDecl.releasedAtExit`).
    func release(_ slots: [Int]) {
        for i in slots.reversed() where i < count { self[i] = .void }
    }

    subscript(i: Int) -> Value {
        get {
            switch i {
            case 0: return s0
            case 1: return s1
            case 2: return s2
            case 3: return s3
            default: return overflow[i - Env.inline]
            }
        }
        set {
            switch i {
            case 0: s0 = newValue
            case 1: s1 = newValue
            case 2: s2 = newValue
            case 3: s3 = newValue
            default: overflow[i - Env.inline] = newValue
            }
        }
    }

    /// The values of a range of slots (an `inout` call's final parameter values).
    func values(_ range: Range<Int>) -> [Value] { range.map { self[$0] } }

    @inline(__always)
    func ancestor(_ depth: Int) -> Env? {
        if depth == 0 { return self }
        var env: Env? = self
        for _ in 0..<depth { env = env?.parent }
        return env
    }

    @inline(__always)
    func get(depth: Int, index: Int) -> Value? {
        guard let env = ancestor(depth), index < env.count else { return nil }
        return env[index]
    }

    func set(depth: Int, index: Int, _ value: Value) {
        guard let env = ancestor(depth) else { return }
        if index >= env.count { env.grow(to: index + 1) }
        env[index] = value
    }

    private func grow(to n: Int) {
        if n > Env.inline { overflow.append(contentsOf: Array(repeating: .void, count: n - max(count, Env.inline))) }
        count = n
    }
}
