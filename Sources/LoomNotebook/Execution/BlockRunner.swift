import LoomScript

/// Runs one block of Swift in an ongoing session (a page's state flows from block to block).
/// `ScriptSession` is the real one; tests pass doubles.
public protocol BlockRunner: AnyObject {
    func run(_ source: String) -> BlockEvaluation
}

extension ScriptSession: BlockRunner {}
