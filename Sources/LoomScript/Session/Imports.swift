import Foundation
import SwiftOperators

/// `import X`: bundled libraries (`Libraries/X/*.swift`, resources of this module) and user
/// modules (`importPaths`, found by `ModuleLocator`) are interpreted once per session,
/// declarations only, in sorted file order, before the importing block runs.
extension ScriptSession {
    /// Apple modules scripts commonly import; Loom provides what they need itself.
    static let systemModules: Set<String> = ["SwiftUI", "Foundation", "UIKit", "CoreGraphics", "Combine", "Swift", "AppKit", "Darwin", "Glibc", "Observation",
                                             "simd", "os", "QuartzCore", "CoreImage", "CoreText", "Accelerate", "CoreFoundation", "Dispatch"]

    /// The folder of bundled libraries inside this module's resources.
    static var bundledLibraries: URL? { Bundle.module.url(forResource: "Libraries", withExtension: nil) }

    /// Imports a module as if a block had said `import name`. Diagnostics inside a library carry
    /// the library file's line and column, and name the file at the start of the message.
    public func importModule(_ name: String) -> [ScriptDiagnostic] {
        onLargeStack { [self] in
            loadModule(name, at: nil).map { e in
                if !interpreter.isCurrentBlock(e.loc.file) { return ScriptDiagnostic(line: e.loc.line, column: e.loc.column, message: interpreter.locatedMessage(e)) }
                return e.diagnostic
            }
        }
    }

    /// Where `import` looks: the import paths (package folders or folders of modules), then
    /// the bundled libraries.
    var moduleLocator: ModuleLocator { ModuleLocator(importPaths: importPaths, bundledLibraries: Self.bundledLibraries) }

    /// The library targets of the import-path packages whose folder holds `path`, innermost
    /// package first.
    public func packageModules(containing path: String) -> [String] {
        func real(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        let file = real(path)
        var packages: [String] = []
        for folder in importPaths.map(real) where file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") {
            packages.append(folder)
        }
        var names: [String] = []
        for folder in packages.sorted(by: { $0.count > $1.count }) {
            names += PackageManifest.read(package: URL(fileURLWithPath: folder))?.libraryTargets.map(\.name) ?? []
        }
        // A target with no Swift files yet (a package being started) is nothing to import.
        let locator = moduleLocator
        return names.filter { locator.module(named: $0) != nil }
    }

    /// Every module `import` can name: system no-ops, bundled libraries, modules on `importPaths`.
    public var knownModules: [String] {
        moduleLocator.names.filter { $0 != Self.standardPrelude } + Self.systemModules.sorted()
    }

    /// Standard-library types Loom writes in Swift itself (`Result`, `AsyncImagePhase` for an
    /// `AsyncImage`, `OptionSet`'s defaults), a bundled library that is loaded the first time a block or a library names
    /// one of them: most pages never parse it.
    static let standardPrelude = "_StandardLibrary"
    /// The types the prelude declares, which native signatures may name (`AsyncImage`'s content
    /// closure takes an `AsyncImagePhase`).
    static let preludeTypeNames = ["Result", "AsyncImagePhase"]
    /// Names whose use needs the prelude: its types, `AsyncImage`, which builds a phase,
    /// `OptionSet` and `SetAlgebra`, whose members its extensions give, and `difference(from:)`.
    static let preludeTriggers = ["Result", "AsyncImage", "OptionSet", "SetAlgebra", "CollectionOfOne", "difference(from", "CollectionDifference"]

    func loadStandardPrelude(mentionedIn text: String) {
        guard !interpreter.importedModules.contains(Self.standardPrelude),
              Self.preludeTriggers.contains(where: { text.contains($0) }) else { return }
        _ = onLargeStack { [self] in loadModule(Self.standardPrelude, at: nil) }
    }

    /// Loads module `name` (once). `loc` is the `import` declaration, when a block wrote one.
    /// Errors keep their own location; those inside library files have `loc.file != 0`.
    func loadModule(_ name: String, at loc: Loc?) -> [ScriptError] {
        if Self.systemModules.contains(name) || interpreter.importedModules.contains(name) { return [] }
        guard let (_, files) = moduleLocator.module(named: name) else {
            let known = knownModules.filter { !Self.systemModules.contains($0) }
            return [ScriptError(loc ?? .none, "no such module '\(name)'; known modules: \((known + Self.systemModules.sorted()).joined(separator: ", "))")]
        }
        interpreter.importedModules.insert(name)
        var programs: [[Stmt]] = []
        var errors: [ScriptError] = []
        for file in files {
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else {
                errors.append(ScriptError(loc ?? .none, "cannot read library file '\(name)/\(file.relative)'"))
                continue
            }
            if name != Self.standardPrelude { loadStandardPrelude(mentionedIn: text) }
            let fileID = interpreter.sourceFiles.count
            interpreter.sourceFiles.append("\(name)/\(file.relative)")
            // A library file is parsed like a block, and can trip the same trap.
            if let invalid = BracketNesting.diagnostic(in: text) ?? InvalidCharacters.diagnostic(in: text) {
                errors.append(ScriptError(Loc(line: invalid.line, column: invalid.column, file: fileID), invalid.message))
                continue
            }
            interpreter.sourceTexts[fileID] = text
            let parsed = Lowering.parseFile(text, fileID: fileID, isLibrary: true, operators: &operators, conditions: compilationConditions)
            deferredLibraryErrors += parsed.skipped
            for d in parsed.diagnostics {
                errors.append(ScriptError(Loc(line: d.line, column: d.column, file: fileID), d.message))
            }
            // A library may import another one (PureSwiftUITools imports PureSwiftUI).
            for imp in parsed.imports { errors += loadModule(imp.name, at: imp.loc) }
            programs.append(parsed.stmts)
        }
        if !errors.isEmpty { return errors }
        let resolver = interpreter.makeResolver()
        resolver.defersErrors = true
        resolver.resolvePrograms(programs)
        if !resolver.errors.isEmpty { return resolver.errors }
        deferredLibraryErrors += resolver.deferred
        for (k, v) in resolver.members { interpreter.memberNames[k, default: []].formUnion(v) }
        // Declarations in dependency order, so files may use each other's types in any order.
        func rank(_ s: Stmt) -> Int {
            switch s.kind {
            case .typeAlias: return 0
            case .type(let t): return t.kind == .extensionOf ? 2 : 1
            case .function: return 3
            case .variable: return 4
            default: return 5
            }
        }
        let all = programs.flatMap { $0 }.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        interpreter.startBlock()
        // One declaration Loom cannot set up (an extension of a type it lacks) leaves the
        // module's others in place; what it declared is missing when used.
        for s in all {
            do {
                if rank(s) == 5 {
                    if case .nothing = s.kind { continue }
                    throw ScriptError(s.loc, "expressions are not allowed at the top level")
                }
                _ = try interpreter.exec(s, nil)
            } catch let e as ScriptError {
                deferredLibraryErrors.append(e)
                // A global whose initial value failed is still declared: reading it raises the
                // error (Swift initializes a library's globals lazily, on first use).
                if case .variable(let v) = s.kind {
                    for name in v.bindings.flatMap({ $0.pattern.boundNames }) {
                        let slot = interpreter.globals.slot(name)
                        interpreter.globals[slot: slot].value = .function(interpreter.hostFunction(.failedGlobal, named: name) { _ in throw e })
                        interpreter.globals[slot: slot].isComputed = true
                    }
                }
            } catch let t as ThrownValue {
                deferredLibraryErrors.append(ScriptError(t.loc, "Fatal error: Error raised at top level: \(interpreter.describe(t.value))"))
            } catch {
                deferredLibraryErrors.append(ScriptError(loc ?? .none, "\(error)"))
            }
        }
        return []
    }
}

extension Interpreter {
    /// The message of an error, prefixed with `Library/File.swift:line:col:` when it happened
    /// inside an imported library file, or `guide.md:line:col:` inside an earlier block.
    func locatedMessage(_ e: ScriptError) -> String {
        guard !isCurrentBlock(e.loc.file), e.loc.file < sourceFiles.count else { return e.message }
        let line = e.loc.line + (blockFiles[e.loc.file] ?? 0)
        return "\(sourceFiles[e.loc.file]):\(line):\(e.loc.column): \(e.message)"
    }

    /// A diagnostic for the block: errors inside a library or an earlier block are reported at
    /// `fallback` (the block's statement or `import` that reached them), naming where they happened.
    func diagnostic(_ e: ScriptError, fallback: Loc) -> ScriptDiagnostic {
        if isCurrentBlock(e.loc.file) { return e.diagnostic }
        return ScriptDiagnostic(line: fallback.line, column: fallback.column, message: locatedMessage(e))
    }

    /// Whether `file` is the block being run (its lines are the diagnostic's own).
    func isCurrentBlock(_ file: Int) -> Bool { file == currentBlockFile || file == 0 }

    /// Whether `file` is an imported library's source, not one of the session's blocks.
    func isLibraryFile(_ file: Int) -> Bool { blockFiles[file] == nil }

    /// `loc` as the notebook reads a view's failure: file 0 when it is in the block being run.
    func blockRelative(_ loc: Loc) -> Loc {
        var l = loc
        if isCurrentBlock(l.file) { l.file = 0 }
        return l
    }
}
