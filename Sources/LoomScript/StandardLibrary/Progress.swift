import Foundation

/// Foundation's `Progress`: a count of units of work done out of a total, which SwiftUI code
/// keeps in a model and draws as a fraction. The payload is Foundation's own object, so a write
/// through one reference is seen through every other, as with any class.
extension NativeRegistry {
    func installProgress() {
        nativeType("Progress", payload: Progress.self, conformances: ["AnyObject"]) { t in
            t.initializer("init(totalUnitCount unitCount: Int64)") { c in c.wrap(Progress(totalUnitCount: Int64(try c.int(0)))) }
            t.initializer("init()") { c in c.wrap(Progress(parent: nil, userInfo: nil)) }
            for name in ["totalUnitCount", "completedUnitCount"] {
                t.property("var \(name): Int64 { get set }", get: { p in
                    let progress = p as! Progress
                    return .fixedInt(FixedInt(.int64, truncating: Int128(name == "totalUnitCount" ? progress.totalUnitCount : progress.completedUnitCount)))
                }, set: { p, value, interpreter, loc in
                    let progress = p as! Progress
                    let count: Int64
                    switch value {
                    case .int(let n): count = Int64(n)
                    case .fixedInt(let f): count = Int64(truncatingIfNeeded: f.value)
                    default: throw ScriptError(loc, "cannot assign value of type '\(value.typeName)' to type 'Int64'")
                    }
                    if name == "totalUnitCount" { progress.totalUnitCount = count } else { progress.completedUnitCount = count }
                    return progress
                })
            }
            t.property("var fractionCompleted: Double") { .double(($0 as! Progress).fractionCompleted, .double) }
            t.property("var isFinished: Bool") { .bool(($0 as! Progress).isFinished) }
            t.property("var isIndeterminate: Bool") { .bool(($0 as! Progress).isIndeterminate) }
            t.property("var isCancelled: Bool") { .bool(($0 as! Progress).isCancelled) }
            t.method("cancel()") { c in try c.receiverNative(as: Progress.self).cancel(); return .void }
        }
    }
}
