import Foundation
import SwiftOperators

/// `import X`: bundled libraries (`Libraries/X/*.swift`, resources of this module) and user
/// folders (`importPaths`: `<path>/X/*.swift` or `<path>/Sources/X/*.swift`) are interpreted
/// once per session, declarations only, in sorted file order, before the importing block runs.
extension ScriptSession {
    /// Apple modules scripts commonly import; Loom provides what they need itself.
    static let systemModules: Set<String> = ["SwiftUI", "Foundation", "UIKit", "CoreGraphics", "Combine", "Swift", "AppKit", "Darwin", "Glibc", "Observation"]

    /// The folder of bundled libraries inside this module's resources.
    static var bundledLibraries: URL? { Bundle.module.url(forResource: "Libraries", withExtension: nil) }

    /// Imports a module as if a block had said `import name`. Diagnostics inside a library carry
    /// the library file's line and column, and name the file at the start of the message.
    public func importModule(_ name: String) -> [ScriptDiagnostic] {
        onLargeStack { [self] in
            loadModule(name, at: nil).map { e in
                if e.loc.file != 0 { return ScriptDiagnostic(line: e.loc.line, column: e.loc.column, message: interpreter.locatedMessage(e)) }
                return e.diagnostic
            }
        }
    }

    /// Every module `import` can name: system no-ops, bundled libraries, folders on `importPaths`.
    public var knownModules: [String] {
        var names = Set<String>()
        let fm = FileManager.default
        for path in importPaths {
            for folder in [path, path + "/Sources"] {
                for entry in (try? fm.contentsOfDirectory(atPath: folder)) ?? [] where entry != "Sources" && !swiftFiles(in: URL(fileURLWithPath: folder + "/" + entry)).isEmpty {
                    names.insert(entry)
                }
            }
        }
        if let bundled = Self.bundledLibraries {
            for entry in (try? fm.contentsOfDirectory(atPath: bundled.path)) ?? [] where !swiftFiles(in: bundled.appendingPathComponent(entry)).isEmpty {
                names.insert(entry)
            }
        }
        return names.sorted() + Self.systemModules.sorted()
    }

    /// The `.swift` files below `folder`, sorted by their path relative to it.
    func swiftFiles(in folder: URL) -> [(relative: String, url: URL)] {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDir), isDir.boolValue,
              let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        let base = folder.standardizedFileURL.path
        var out: [(String, URL)] = []
        for case let url as URL in e where url.pathExtension == "swift" {
            var rel = url.standardizedFileURL.path
            if rel.hasPrefix(base + "/") { rel = String(rel.dropFirst(base.count + 1)) }
            out.append((rel, url))
        }
        return out.sorted { $0.0 < $1.0 }
    }

    /// Where module `name` comes from: user folders first, then the bundled libraries.
    func moduleFiles(_ name: String) -> [(relative: String, url: URL)]? {
        var folders = importPaths.flatMap { [URL(fileURLWithPath: $0).appendingPathComponent(name),
                                              URL(fileURLWithPath: $0).appendingPathComponent("Sources").appendingPathComponent(name)] }
        if let bundled = Self.bundledLibraries { folders.append(bundled.appendingPathComponent(name)) }
        for folder in folders {
            let files = swiftFiles(in: folder)
            if !files.isEmpty { return files }
        }
        return nil
    }

    /// Loads module `name` (once). `loc` is the `import` declaration, when a block wrote one.
    /// Errors keep their own location; those inside library files have `loc.file != 0`.
    func loadModule(_ name: String, at loc: Loc?) -> [ScriptError] {
        if Self.systemModules.contains(name) || interpreter.importedModules.contains(name) { return [] }
        guard let files = moduleFiles(name) else {
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
            let fileID = interpreter.sourceFiles.count
            interpreter.sourceFiles.append("\(name)/\(file.relative)")
            // A library file is parsed like a block, and can trip the same trap.
            if let invalid = InvalidCharacters.diagnostic(in: text) ?? BracketNesting.diagnostic(in: text) {
                errors.append(ScriptError(Loc(line: invalid.line, column: invalid.column, file: fileID), invalid.message))
                continue
            }
            let parsed = Lowering.parseFile(text, fileID: fileID, operators: &operators)
            for d in parsed.diagnostics {
                errors.append(ScriptError(Loc(line: d.line, column: d.column, file: fileID), d.message))
            }
            // A library may import another one (PureSwiftUITools imports PureSwiftUI).
            for imp in parsed.imports { errors += loadModule(imp.name, at: imp.loc) }
            programs.append(parsed.stmts)
        }
        if !errors.isEmpty { return errors }
        let resolver = Resolver(isKnownGlobal: interpreter.isVisibleGlobal, knownGlobalNames: { [interpreter] in interpreter.visibleGlobalNames },
                                members: interpreter.memberNames,
                                inheritedMemberNames: interpreter.bridgedMemberNames)
        resolver.resolvePrograms(programs)
        if !resolver.errors.isEmpty { return resolver.errors }
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
        do {
            for s in all {
                if rank(s) == 5 {
                    if case .nothing = s.kind { continue }
                    throw ScriptError(s.loc, "expressions are not allowed at the top level")
                }
                _ = try interpreter.exec(s, nil)
            }
        } catch let e as ScriptError {
            return [e]
        } catch let t as ThrownValue {
            return [ScriptError(t.loc, "Fatal error: Error raised at top level: \(interpreter.describe(t.value))")]
        } catch {
            return [ScriptError(loc ?? .none, "\(error)")]
        }
        return []
    }
}

extension Interpreter {
    /// The message of an error, prefixed with `Library/File.swift:line:col:` when it happened
    /// inside an imported library file.
    func locatedMessage(_ e: ScriptError) -> String {
        guard e.loc.file != 0, e.loc.file < sourceFiles.count else { return e.message }
        return "\(sourceFiles[e.loc.file]):\(e.loc.line):\(e.loc.column): \(e.message)"
    }

    /// A diagnostic for the block: errors inside a library are reported at `fallback` (the
    /// block's statement or `import` that reached them), naming the library file and line.
    func diagnostic(_ e: ScriptError, fallback: Loc) -> ScriptDiagnostic {
        if e.loc.file == 0 { return e.diagnostic }
        return ScriptDiagnostic(line: fallback.line, column: fallback.column, message: locatedMessage(e))
    }
}
