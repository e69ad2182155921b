import LoomScript

/// Runs one block of Swift in an ongoing session (a page's state flows from block to block).
/// `ScriptSession` is the real one; tests pass doubles.
public protocol BlockRunner: AnyObject {
    func run(_ source: String) -> BlockEvaluation
    /// Runs one block under other limits than the session's (the `budget` option), telling the
    /// session where the block sits in its page (for faults later blocks raise inside it).
    func run(_ source: String, budget: BudgetOverride, origin: BlockOrigin?) -> BlockEvaluation
    /// Loads a library into the session (`--import`, front matter `imports:`).
    func importModule(_ name: String) -> [ScriptDiagnostic]
    /// The modules a page at `path` sees without importing them: those of the package on the
    /// import path that the page lives in, as a DocC article sees its module.
    func packageModules(containing path: String) -> [String]
    /// Decides the next blocks' `#if` and `#available` for `platform` (nil: an iOS 17 device).
    func compile(for platform: CompilationConditions.Platform?)
    /// Names the module the script's types belong to (`loom run Shapes.swift` → `Shapes`).
    func nameModule(_ name: String)
}

extension BlockRunner {
    /// Doubles that know no libraries ignore imports.
    public func importModule(_ name: String) -> [ScriptDiagnostic] { [] }
    public func packageModules(containing path: String) -> [String] { [] }
    public func compile(for platform: CompilationConditions.Platform?) {}
    public func nameModule(_ name: String) {}
    /// Doubles have no budgets.
    public func run(_ source: String, budget: BudgetOverride, origin: BlockOrigin?) -> BlockEvaluation { run(source) }
}

extension ScriptSession: BlockRunner {
    public func compile(for platform: CompilationConditions.Platform?) {
        conditions.platform = platform ?? .iOS
    }

    public func nameModule(_ name: String) { moduleName = name }

    public func run(_ source: String, budget override: BudgetOverride, origin: BlockOrigin?) -> BlockEvaluation {
        guard !override.isEmpty else { return run(source, origin: origin) }
        return run(source, budget: override.applied(to: budget), origin: origin)
    }
}
