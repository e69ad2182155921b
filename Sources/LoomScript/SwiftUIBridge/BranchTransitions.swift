import LoomUI

extension Interpreter {
    /// The views one branch of an `if` or `switch` built, each marked as that branch's: in an
    /// animated picture a branch's views come and go with a transition (`TransitionView.branch`).
    /// A still picture has no insertions, so its branches are left as they are (bodies are
    /// built while their picture is drawn: the clock, if any, is in the environment).
    func branchViews(_ values: [Value], _ loc: Loc, _ branch: String) -> [Value] {
        guard motionClock != nil else { return values }
        return values.enumerated().map { i, value in
            guard isViewValue(value), let view = try? viewNode(value, loc: loc) else { return value }
            return wrapNative(TransitionView.branch(view, "\(loc.file):\(loc.line):\(loc.column).\(branch).\(i)"))
        }
    }
}
