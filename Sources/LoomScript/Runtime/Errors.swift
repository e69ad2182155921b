/// A located error in the script (the `RuntimeError(Token, message)` of jlox).
struct ScriptError: Error, LocatedScriptError {
    var loc: Loc
    var message: String
    init(_ loc: Loc, _ message: String) { self.loc = loc; self.message = message }
    var line: Int { loc.line }
    var column: Int { loc.column }
    var isInBlock: Bool { loc.file == 0 }
}

/// What a view body that fails while LoomUI lays it out throws: where in the block, and why.
public protocol LocatedScriptError: Error {
    var line: Int { get }
    var column: Int { get }
    var message: String { get }
    /// False when the line and column are in an imported library's file (the message names
    /// it): the caller reports the error at the block statement that showed the view.
    var isInBlock: Bool { get }
}

/// How a statement finished: normally, or by `break`/`continue`/`return` on its way out.
/// Plain values rather than thrown errors, so control flow costs nothing.
enum Flow {
    case normal
    case breakLoop(String?)
    case continueLoop(String?)
    case returnValue(Value)
    /// `fallthrough`: run the next case's body.
    case fallthroughCase
}

/// Thrown by `a?` inside an optional chain when `a` is nil; caught by the chain's root.
struct OptionalChainNil: Error {}

/// A looping task of an animated picture that sleeps past the picture's horizon: it stops
/// there, as a view's task is cancelled when the view goes away. Not a script error (`try?` and
/// `catch` never see it), so `while true { …; try? await Task.sleep(…) }` ends too.
struct TaskEnded: Error {}

/// A script-level `throw`.
struct ThrownValue: Error {
    var value: Value
    var loc: Loc
    /// Thrown out of a mutating method: what it had made of `self` by then, which its caller
    /// keeps, as Swift's inout `self` is written back even when the method throws.
    var mutatedSelf: Value?
    /// Thrown out of a function with `inout` parameters: their values by then, which its caller
    /// writes back all the same (`try work(&log)` keeps what `work` appended before throwing).
    var inoutValues: [Value]?
}

/// Suggests the closest known name for "did you mean" messages (edit distance ≤ 2, or a prefix).
func closestName(to name: String, in candidates: some Sequence<String>) -> String? {
    var best: (String, Int)?
    let lower = name.lowercased()
    for c in candidates where c != name {
        let d = editDistance(lower, c.lowercased())
        let limit = name.count >= 4 ? 2 : 1
        if d <= limit, best.map({ d < $0.1 || (d == $0.1 && c < $0.0) }) ?? true { best = (c, d) }
    }
    return best?.0
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Optimal string alignment: a swapped pair ("widht") counts as one edit.
    var before = Array(repeating: 0, count: b.count + 1)
    var prev = Array(0...b.count)
    var cur = prev
    for i in 1...a.count {
        cur[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { cur[j] = min(cur[j], before[j - 2] + 1) }
        }
        before = prev
        prev = cur
    }
    return cur[b.count]
}
