/// Structured concurrency on one thread: `withTaskGroup` runs each `addTask` closure when it
/// is added, in order, and the group hands the results back in that order (`for await`,
/// `next()`). Deterministic, as every Loom run is; Swift may finish them in any order, so
/// programs that print in completion order may differ, but sums and sets do not.
final class TaskGroupState {
    var results: [Value] = []
}

/// An unstructured `Task { … }`: run to its end when it is made, like a group's tasks, holding
/// what it returned or threw until `value` is read.
struct TaskOutcome {
    var value: Value
    var thrown: ThrownValue?
}

extension NativeRegistry {
    func installTaskGroups() {
        for name in ["TaskGroup", "ThrowingTaskGroup", "DiscardingTaskGroup"] {
            nativeType(name, conformances: ["Sequence"]) { t in
                t.method("addTask(priority: Any? = nil, operation: @escaping () async throws -> Any)") { c in
                    let group = try c.receiverNative(as: TaskGroupState.self)
                    group.results.append(try c.call(try c.function(1), []))
                    return .void
                }
                t.method("addTaskUnlessCancelled(priority: Any? = nil, operation: @escaping () async throws -> Any) -> Bool") { c in
                    let group = try c.receiverNative(as: TaskGroupState.self)
                    group.results.append(try c.call(try c.function(1), []))
                    return .bool(true)
                }
                t.method("next() async throws -> Any?") { c in
                    let group = try c.receiverNative(as: TaskGroupState.self)
                    guard !group.results.isEmpty else { return .null }
                    return .some(group.results.removeFirst())
                }
                t.method("waitForAll() async throws") { c in
                    try c.receiverNative(as: TaskGroupState.self).results.removeAll()
                    return .void
                }
                t.method("cancelAll()") { _ in .void }
                t.property("var isEmpty: Bool") { .bool(($0 as! TaskGroupState).results.isEmpty) }
                t.property("var isCancelled: Bool") { _ in .bool(false) }
            }
            types[name]?.sequence = { payload in
                let group = payload as! TaskGroupState
                defer { group.results.removeAll() }
                return .array(group.results)
            }
        }
        bind(TaskGroupState.self, to: types["TaskGroup"]!)
        nativeType("Task", payload: TaskOutcome.self) { t in
            let start = { (c: inout NativeCall, operation: Int) throws -> Value in
                let body = try c.function(operation)
                do {
                    let call = c
                    let value = try c.interpreter.runningTask(body) { try call.call(body, []) }
                    return c.interpreter.wrap(TaskOutcome(value: value, thrown: nil), as: "Task")
                } catch let thrown as ThrownValue {
                    return c.interpreter.wrap(TaskOutcome(value: .void, thrown: thrown), as: "Task")
                }
            }
            t.initializer("init(priority: TaskPriority? = nil, operation: @escaping () async throws -> Any)") { c in try start(&c, 1) }
            t.staticMethod("detached(priority: TaskPriority? = nil, operation: @escaping () async throws -> Any) -> Task") { c in try start(&c, 1) }
            t.property("var value: Any") { p in
                let outcome = p as! TaskOutcome
                if let thrown = outcome.thrown { throw thrown }
                return outcome.value
            }
            t.property("var isCancelled: Bool") { _ in .bool(false) }
            t.method("cancel()") { _ in .void }
            // The current task is cancelled only where an animated picture ends (its view goes
            // away): `while !Task.isCancelled { … }` stops there.
            t.staticMethod("checkCancellation() throws") { c in
                if c.interpreter.taskIsCancelled { throw TaskEnded() }
                return .void
            }
            t.staticValue("static var isCancelled: Bool") { i in .bool(i.taskIsCancelled) }
        }
        for (function, group) in [("withTaskGroup", "TaskGroup"), ("withThrowingTaskGroup", "ThrowingTaskGroup"), ("withDiscardingTaskGroup", "DiscardingTaskGroup")] {
            globalFunction("\(function)<ChildTaskResult, GroupResult>(of childTaskResultType: ChildTaskResult.Type = Void.self, returning returnType: GroupResult.Type = Void.self, body: (inout Any) async throws -> GroupResult) async rethrows -> GroupResult") { c in
                let value = c.interpreter.wrap(TaskGroupState(), as: group)
                return try c.call(try c.function(2), [value])
            }
        }
        // Loom's tasks run to the end on one thread and are never cancelled: the handler never runs.
        globalFunction("withTaskCancellationHandler<T>(operation: () async throws -> T, onCancel handler: () -> Void) async rethrows -> T") { c in
            try c.call(try c.function(0), [])
        }
    }
}
