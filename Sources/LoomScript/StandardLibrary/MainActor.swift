/// `MainActor.run { … }`: work hopped onto the main actor. A notebook's code all runs on one
/// thread, in order, so the body just runs and its value is the call's.
extension NativeRegistry {
    func installMainActor() {
        nativeType("MainActor") { t in
            t.staticMethod("run(resultType: Any? = nil, body: () throws -> Any) async rethrows -> Any") { c in try c.call(try c.function(1), []) }
            t.staticMethod("assumeIsolated(_ operation: () throws -> Any) rethrows -> Any") { c in try c.call(try c.function(0), []) }
        }
    }
}
