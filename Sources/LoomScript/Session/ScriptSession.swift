import Foundation
import LoomUI
import SwiftOperators

/// One interpreter session: a notebook page, or a `loom run` script. Declarations and variables
/// made by one `run` call stay visible to the next, as in a playground.
public final class ScriptSession {
    public let budget: Budget
    let interpreter: Interpreter
    /// Operators declared by earlier blocks keep folding in later ones.
    var operators = OperatorTable.standardOperators
    /// Package folders (their `Package.swift` targets) or folders of module folders
    /// (`<path>/X/`, `<path>/Sources/X/`), searched before the bundled libraries by `import X`.
    /// Starts with the folders in `LOOM_IMPORT_PATH` (colon-separated), if set.
    public var importPaths: [String] = ScriptSession.environmentImportPaths

    /// The folders in `LOOM_IMPORT_PATH` (colon-separated).
    public static var environmentImportPaths: [String] {
        (ProcessInfo.processInfo.environment["LOOM_IMPORT_PATH"] ?? "").split(separator: ":").map(String.init)
    }

    /// The platform and flags `#if` and `#available` are decided against (an iOS 17 device
    /// build in Debug unless set).
    public var conditions = CompilationConditions.iOSDevice
    /// The module the session's script types belong to (`main.Point` in debug output); Swift
    /// names a script's module after its file (`swift Shapes.swift` prints `Shapes.Point`).
    public var moduleName: String {
        get { interpreter.moduleName }
        set { interpreter.moduleName = newValue }
    }
    /// `conditions`, with `canImport` also finding the modules on the import paths.
    var compilationConditions: CompilationConditions {
        if let cached = cachedConditions, cached.paths == importPaths, cached.base == conditions { return cached.conditions }
        var c = conditions
        c.libraryModules = Set(moduleLocator.names)
        cachedConditions = (importPaths, conditions, c)
        return c
    }
    private var cachedConditions: (paths: [String], base: CompilationConditions, conditions: CompilationConditions)?
    /// What imported libraries declared that Loom could not take yet, each raised only when
    /// used: for a report of a library's coverage (`libraryProblems`).
    var deferredLibraryErrors: [ScriptError] = []

    /// The deferred problems of every imported library, located in its own files.
    public var libraryProblems: [String] { deferredLibraryErrors.map { interpreter.locatedMessage($0) } }

    public init(budget: Budget = .default) {
        self.budget = budget
        self.interpreter = Interpreter(budget: budget)
    }

    /// Runs one block under `budget` instead of the session's own (a block's `budget` option).
    public func run(_ source: String, budget: Budget, origin: BlockOrigin? = nil) -> BlockEvaluation {
        let sessionBudget = interpreter.budget
        interpreter.budget = budget
        defer { interpreter.budget = sessionBudget }
        return run(source, origin: origin)
    }

    /// Runs one block of Swift source. Diagnostic lines and columns are 1-based and relative to
    /// `source`; the caller maps them onto its own file. A fault raised later, in another block,
    /// inside what this one declares names `origin`'s file and line (`guide.md:12:5: …`).
    public func run(_ source: String) -> BlockEvaluation { run(source, origin: nil) }

    public func run(_ source: String, origin: BlockOrigin?) -> BlockEvaluation {
        let blockFile = interpreter.sourceFiles.count
        interpreter.sourceFiles.append(origin?.file ?? "block \(interpreter.blockFiles.count)")
        interpreter.blockFiles[blockFile] = (origin?.firstLine ?? 1) - 1
        interpreter.currentBlockFile = blockFile
        // Literate fragments: a line that is only `...` stands for elided code.
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var elidedLines: Set<Int> = []
        for i in lines.indices where lines[i].trimmingCharacters(in: .whitespaces) == "..." {
            lines[i] = ""
            elidedLines.insert(i + 1)
        }
        let cleaned = lines.joined(separator: "\n")
        // What the toolchain's parser cannot take (it traps or takes exponential time) is answered
        // first, nesting before characters: the character check parses the source itself.
        if let hazard = BracketNesting.diagnostic(in: cleaned) ?? InvalidCharacters.diagnostic(in: cleaned) {
            return BlockEvaluation(outputs: [], diagnostics: [hazard])
        }
        loadStandardPrelude(mentionedIn: cleaned)
        interpreter.sourceTexts[blockFile] = cleaned
        let parsed = Lowering.parseFile(cleaned, fileID: blockFile, elidedLines: elidedLines, operators: &operators, conditions: compilationConditions)
        let stmts = parsed.stmts
        if !parsed.diagnostics.isEmpty { return BlockEvaluation(outputs: [], diagnostics: parsed.diagnostics) }
        if !parsed.imports.isEmpty {
            let imports = parsed.imports
            let importErrors = onLargeStack { [self] in
                imports.flatMap { imp in self.loadModule(imp.name, at: imp.loc).map { self.interpreter.diagnostic($0, fallback: imp.loc) } }
            }
            if !importErrors.isEmpty { return BlockEvaluation(outputs: [], diagnostics: importErrors) }
        }
        let resolver = interpreter.makeResolver()
        resolver.resolveProgram(stmts)
        if !resolver.errors.isEmpty {
            return BlockEvaluation(outputs: [], diagnostics: resolver.errors.map(\.diagnostic))
        }
        for (k, v) in resolver.members { interpreter.memberNames[k, default: []].formUnion(v) }
        let runner = BlockRunner(interpreter: interpreter, stmts: stmts)
        runOnLargeStack { runner.run() }
        return BlockEvaluation(outputs: runner.outputs, diagnostics: runner.diagnostics)
    }
}

/// Where a block sits in its page, for faults raised inside its declarations by later blocks.
public struct BlockOrigin: Sendable {
    /// The page's name as diagnostics show it (`guide.md`).
    public var file: String
    /// The page line of the block's first line of code.
    public var firstLine: Int
    public init(file: String, firstLine: Int) { self.file = file; self.firstLine = firstLine }
}

extension ScriptError {
    var diagnostic: ScriptDiagnostic { ScriptDiagnostic(line: loc.line, column: loc.column, message: message) }
}

/// Executes a block's top-level statements and collects what they show.
final class BlockRunner: @unchecked Sendable {
    let interpreter: Interpreter
    let stmts: [Stmt]
    var outputs: [ScriptOutput] = []
    var diagnostics: [ScriptDiagnostic] = []

    init(interpreter: Interpreter, stmts: [Stmt]) {
        self.interpreter = interpreter
        self.stmts = stmts
    }

    func flushPrinted() {
        guard !interpreter.printed.isEmpty else { return }
        if case .text(let previous)? = outputs.last {
            outputs[outputs.count - 1] = .text(previous + interpreter.printed)
        } else {
            outputs.append(.text(interpreter.printed))
        }
        interpreter.printed = ""
    }

    static func isHoisted(_ s: Stmt) -> Bool {
        switch s.kind {
        case .function, .type, .typeAlias: return true
        default: return false
        }
    }

    func run() {
        let interp = interpreter
        interp.startBlock()
        interp.printed = ""
        var lastValue: Value?
        var shownViews = 0
        var current = Loc.none
        do {
            // Functions and types are visible before their place in the block, as in a Swift
            // `main.swift`: they are declared first, in their own order.
            for s in stmts where Self.isHoisted(s) {
                current = s.loc
                _ = try interp.exec(s, nil)
            }
            // A top-level `defer` runs when the block's code is done, as `main.swift`'s do at exit.
            var deferred: [Block] = []
            for (i, s) in stmts.enumerated() where !Self.isHoisted(s) {
                current = s.loc
                lastValue = nil
                if case .deferStmt(let b) = s.kind { deferred.append(b); continue }
                if case .expr(let e) = s.kind {
                    try interp.tick(s.loc)
                    // The value lives in this scope only: a result nothing keeps (`a.removeFirst()`)
                    // is released before the deinitializers run, at the end of its statement as in Swift.
                    var view: (any ViewNode)?
                    do {
                        let v = try interp.eval(e, nil)
                        if interp.isViewValue(v) || isViewArray(v) {
                            view = try interp.viewNode(v, loc: e.loc)
                        } else if i == stmts.count - 1, !v.isVoid, !isAssignment(e) {
                            lastValue = v
                        }
                    }
                    if !interp.deinits.isEmpty { try interp.runDeinitializers() }
                    flushPrinted()
                    if let view {
                        outputs.append(.view(view, line: s.loc.line, column: s.loc.column))
                        shownViews += 1
                    }
                } else {
                    let flow = try interp.exec(s, nil)
                    if !interp.deinits.isEmpty { try interp.runDeinitializers() }
                    flushPrinted()
                    if case .returnValue(let v) = flow {
                        // `return Step4()` ends a `#Preview` body copied into a block: it shows its view.
                        if interp.isViewValue(v), let node = try interp.viewNode(v, loc: s.loc) {
                            outputs.append(.view(node, line: s.loc.line, column: s.loc.column))
                            shownViews += 1
                        }
                        break
                    }
                }
            }
            for b in deferred.reversed() {
                _ = try interp.execBlock(b, nil)
                flushPrinted()
            }
            if let v = lastValue {
                outputs.append(.value(interp.display(v)))
                _ = try showPreviewProviders()
            } else if shownViews == 0, !outputs.contains(where: { if case .value = $0 { return true }; return false }) {
                try previewDeclaredView()
            }
        } catch let e as ScriptError {
            flushPrinted()
            diagnostics.append(interp.diagnostic(e, fallback: current))
        } catch let t as ThrownValue {
            flushPrinted()
            let loc = interp.isCurrentBlock(t.loc.file) ? t.loc : current
            diagnostics.append(ScriptDiagnostic(line: loc.line, column: loc.column, message: "Fatal error: Error raised at top level: \(interp.describe(t.value))"))
        } catch {
            flushPrinted()
            diagnostics.append(ScriptDiagnostic(line: 1, column: 1, message: "\(error)"))
        }
    }

    func isAssignment(_ e: Expr) -> Bool { if case .assign = e.kind { return true }; return false }

    func isViewArray(_ v: Value) -> Bool {
        if case .array(let xs) = v, !xs.isEmpty { return xs.allSatisfy(interpreter.isViewValue) }
        return false
    }

    /// `PreviewProvider` types declared by the block show their `previews`.
    func showPreviewProviders() throws -> Bool {
        var shown = false
        for s in stmts {
            guard case .type(let decl) = s.kind, decl.inherited.contains("PreviewProvider"),
                  let type = interpreter.userTypes[decl.name] else { continue }
            let previews = try interpreter.member(of: .type(.user(type)), "previews", loc: s.loc, expected: nil)
            if let node = try interpreter.viewNode(previews, loc: s.loc) { outputs.append(.view(node, line: s.loc.line, column: s.loc.column)); shown = true }
        }
        return shown
    }

    /// A block that only declares things (types, constants, functions — as guides show a view
    /// with the gradient it uses) shows its last `View` type, when it needs no arguments.
    func previewDeclaredView() throws {
        if try showPreviewProviders() { return }
        let onlyDeclarations = stmts.allSatisfy {
            switch $0.kind {
            case .type, .variable, .function, .typeAlias, .nothing: return true
            default: return false
            }
        }
        guard onlyDeclarations, let last = stmts.last(where: {
            if case .type(let t) = $0.kind { return t.kind != .extensionOf && t.inherited.contains("View") }
            return false
        }), case .type(let decl) = last.kind, let type = interpreter.userTypes[decl.name] else { return }
        guard let inits = try? interpreter.userInitializers(type, loc: last.loc),
              let blank = inits.first(where: { $0.params.allSatisfy { $0.defaultValue != nil } }) else { return }
        let values = try blank.params.map { p -> Value in
            guard let d = p.defaultValue else { return .null }
            var v = try interpreter.eval(d, nil, expected: p.type)
            if let t = p.type { v = try interpreter.coerce(v, to: t, d.loc) }
            return v
        }
        let instance = try blank.run(values, .none).value
        if let node = try interpreter.viewNode(instance, loc: last.loc) { outputs.append(.view(node, line: last.loc.line, column: last.loc.column)) }
    }
}

/// Runs `body` on a thread with a large stack, so deep (but budgeted) script recursion never
/// overflows the caller's stack — Swift Testing and GCD threads have small ones.
func runOnLargeStack(_ body: @escaping @Sendable () -> Void) {
    // Already on one of ours (a view body evaluated while a block runs): just run.
    if Thread.current.threadDictionary[largeStackKey] != nil { return body() }
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        Thread.current.threadDictionary[largeStackKey] = true
        body()
        done.signal()
    }
    thread.stackSize = 256 << 20
    thread.start()
    done.wait()
}

/// `runOnLargeStack` for a body that returns a value.
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
    let box = LargeStackBox(body)
    runOnLargeStack { box.value = box.body() }
    return box.value!
}

private final class LargeStackBox<T>: @unchecked Sendable {
    let body: () -> T
    var value: T?
    init(_ body: @escaping () -> T) { self.body = body }
}

private let largeStackKey = "LoomScript.largeStack"

/// Limits that keep a hostile or buggy block from hanging or crashing the run.
public struct Budget: Sendable, Equatable {
    /// Evaluation steps (roughly: expressions and statements evaluated) per block.
    public var steps: Int
    /// Nested calls, counting script functions, closures and view bodies.
    public var callDepth: Int
    /// Wall-clock seconds per block.
    public var seconds: Double
    /// Bytes a block may grow the process by (its peak resident size).
    public var memory: Int

    public init(steps: Int, callDepth: Int, seconds: Double, memory: Int = Budget.defaultMemory) {
        self.steps = steps
        self.callDepth = callDepth
        self.seconds = seconds
        self.memory = memory
    }

    /// 1 GB: past what any page's pictures and data need, and well inside what the machines
    /// Loom runs on have, even with a page per core.
    public static let defaultMemory = 1 << 30
    /// The most a block may be given: 64 GB.
    public static let maximumMemory = 1 << 36

    public static let `default` = Budget(steps: 10_000_000, callDepth: 512, seconds: 10)

    /// Bytes in a budget as written: `512MB`, `2GB`, `1.5 GB`, `800` (megabytes); nil when it is
    /// not one, or is not more than zero and at most `maximumMemory`.
    public static func memory(_ text: String) -> Int? {
        var number = text.lowercased().replacingOccurrences(of: "_", with: "").trimmingCharacters(in: .whitespaces)
        var unit = Double(1 << 20)
        for (suffix, scale) in [("gb", Double(1 << 30)), ("g", Double(1 << 30)), ("mb", Double(1 << 20)), ("m", Double(1 << 20))]
        where number.hasSuffix(suffix) {
            number = String(number.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            unit = scale
            break
        }
        guard let value = Double(number), value.isFinite, value > 0, value * unit <= Double(maximumMemory) else { return nil }
        return Int(value * unit)
    }
}

/// What one block produced, in the order it produced it.
public struct BlockEvaluation {
    public var outputs: [ScriptOutput]
    public var diagnostics: [ScriptDiagnostic]

    public init(outputs: [ScriptOutput], diagnostics: [ScriptDiagnostic]) {
        self.outputs = outputs
        self.diagnostics = diagnostics
    }

    public var succeeded: Bool { diagnostics.isEmpty }
}

public enum ScriptOutput {
    /// A view to render; LoomNotebook turns it into an image with `LoomUI.renderImage`. The
    /// line and column are the block statement that showed it, where an error raised while the
    /// view is drawn is reported when it happens inside a library.
    case view(any ViewNode, line: Int = 1, column: Int = 1)
    /// Text the block printed (`print` output, newlines included).
    case text(String)
    /// The value of a last expression that is not a view: its `print` text and its parts.
    case value(DisplayValue)
}

/// An error located in the block's source: 1-based line and column (in UTF-8 bytes + 1, like swiftc).
public struct ScriptDiagnostic: Equatable, Sendable, Error {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}
