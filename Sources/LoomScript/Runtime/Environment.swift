/// One scope's local variables, addressed by the slots the resolver assigned.
/// Globals (top-level names of the session) live in `Interpreter.globals` instead, by name,
/// because a later block may redeclare them.
final class Env {
    var slots: [Value]
    let parent: Env?

    init(count: Int, parent: Env?) {
        slots = Array(repeating: .void, count: count)
        self.parent = parent
    }

    func ancestor(_ depth: Int) -> Env? {
        var env: Env? = self
        for _ in 0..<depth { env = env?.parent }
        return env
    }

    func get(depth: Int, index: Int) -> Value? {
        guard let env = ancestor(depth), index < env.slots.count else { return nil }
        return env.slots[index]
    }

    func set(depth: Int, index: Int, _ value: Value) {
        guard let env = ancestor(depth) else { return }
        if index >= env.slots.count { env.slots.append(contentsOf: Array(repeating: .void, count: index - env.slots.count + 1)) }
        env.slots[index] = value
    }
}
