import LoomScript

/// Runs one block of Swift in an ongoing session (a page's state flows from block to block).
/// `ScriptSession` is the real one; tests pass doubles.
public protocol BlockRunner: AnyObject {
    func run(_ source: String) -> BlockEvaluation
    /// Loads a library into the session (`--import`, front matter `imports:`).
    func importModule(_ name: String) -> [ScriptDiagnostic]
}

extension BlockRunner {
    /// Doubles that know no libraries ignore imports.
    public func importModule(_ name: String) -> [ScriptDiagnostic] { [] }
}

extension ScriptSession: BlockRunner {}
