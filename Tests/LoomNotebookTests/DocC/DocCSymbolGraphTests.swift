import Foundation
import LoomScript
import Testing
@testable import LoomNotebook

/// Loom reads a module's public API from its syntax (a SwiftUI library cannot be compiled here);
/// the oracle is the compiler's own symbol graph of a module that can be (`Fixtures/SymbolGraph`).
@Suite struct DocCSymbolGraphTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/SymbolGraph/Shelf.swift").path

    /// One symbol as both graphs are compared: adjacent text runs joined (the compiler splits
    /// some, `[ ` + `]`; a reader cannot tell), kinds and spellings kept.
    struct Compared: Equatable, CustomStringConvertible {
        var title: String
        var declaration: String
        var subHeading: String
        var documentation: [String]
        var parameters: [String]
        var line: Int
        var column: Int

        var description: String { "\(title) | \(declaration) | \(subHeading) | \(documentation) | \(parameters) | \(line):\(column)" }
    }

    struct Graph {
        var symbols: [String: Compared] = [:]
        /// `kind source → target` with paths for this module's symbols, the fallback name for others.
        var relationships: Set<String> = []
    }

    static func fragments(_ value: Any?) -> String {
        var out: [(String, String)] = []
        for fragment in value as? [[String: Any]] ?? [] {
            let kind = fragment["kind"] as? String ?? "", spelling = fragment["spelling"] as? String ?? ""
            if let last = out.last, last.0 == kind, kind == "text" || kind == "attribute" {
                out[out.count - 1].1 += spelling
            } else {
                out.append((kind, spelling))
            }
        }
        return out.map { $0.0 == "text" ? "[\($0.1)]" : "\($0.0):\($0.1)" }.joined()
    }

    /// The graphs in `folder`, the compiler's synthesized members (`!=` from `Equatable`) left out.
    static func load(_ folder: String) throws -> Graph {
        var graph = Graph()
        var paths: [String: String] = [:]
        var relationships: [[String: Any]] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".symbols.json") {
            let data = try #require(FileManager.default.contents(atPath: folder + "/" + file))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for symbol in json["symbols"] as? [[String: Any]] ?? [] {
                let id = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
                guard !id.contains("SYNTHESIZED") else { continue }
                let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
                let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: "/")
                paths[id] = path
                let names = symbol["names"] as? [String: Any] ?? [:]
                let doc = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
                let parameters = ((symbol["functionSignature"] as? [String: Any])?["parameters"] as? [[String: Any]] ?? []).map {
                    "\($0["name"] as? String ?? "")/\($0["internalName"] as? String ?? "-")/\(fragments($0["declarationFragments"]))"
                }
                let position = (symbol["location"] as? [String: Any])?["position"] as? [String: Any] ?? [:]
                // A requirement and its default implementation share a path; their lines tell them apart.
                graph.symbols["\(kind) \(path) @\(position["line"] as? Int ?? -1)"] = Compared(
                    title: names["title"] as? String ?? "", declaration: fragments(symbol["declarationFragments"]),
                    subHeading: fragments(names["subHeading"]), documentation: doc, parameters: parameters,
                    line: position["line"] as? Int ?? -1, column: position["character"] as? Int ?? -1)
            }
            relationships += json["relationships"] as? [[String: Any]] ?? []
        }
        for relationship in relationships {
            let kind = relationship["kind"] as? String ?? "", source = relationship["source"] as? String ?? ""
            let target = relationship["target"] as? String ?? ""
            guard let sourcePath = paths[source] else { continue }
            let targetName = paths[target] ?? (relationship["targetFallback"] as? String ?? target)
            graph.relationships.insert("\(kind) \(sourcePath) → \(targetName)")
        }
        return graph
    }

    /// Runs `swiftc -emit-symbol-graph` on `files` as module `module` into `folder`.
    static func compilersGraph(module: String, files: [String], into folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-emit-module", "-module-name", module] + files
            + ["-emit-symbol-graph", "-emit-symbol-graph-dir", folder, "-o", folder + "/\(module).swiftmodule"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swiftc failed: \(output)")
    }

    static func loomsGraph(_ interface: ModuleInterface, into folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, data) in DocCSymbolGraph.files(for: interface) {
            try data.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }

    @Test("A module's symbol graph read from its syntax matches the compiler's: symbols, titles, declarations, short forms, doc comments, parameters, places, members (#18)")
    func matchesTheCompilersGraph() throws {
        let folder = try makeTemporaryFolder(#function)
        try Self.compilersGraph(module: "Shelf", files: [Self.fixture], into: folder + "/swiftc")
        // The compiler builds for this machine, so Loom reads the `#if` clauses as Linux does here.
        let interface = ModuleInterface.read(module: "Shelf", files: [Self.fixture], conditions: CompilationConditions(platform: .Linux))
        try Self.loomsGraph(interface, into: folder + "/loom")
        let compilers = try Self.load(folder + "/swiftc")
        let looms = try Self.load(folder + "/loom")
        #expect(compilers.symbols.count > 40, "the fixture declares the kinds a library uses")
        for key in Set(compilers.symbols.keys).union(looms.symbols.keys).sorted() {
            #expect(looms.symbols[key] == compilers.symbols[key], "\(key)")
        }
        // Relationships: members and requirements exactly; conformances as written (the compiler
        // adds implied ones — Copyable, Equatable from raw values).
        let structural = { (graph: Graph) in graph.relationships.filter { !$0.hasPrefix("conformsTo") } }
        #expect(structural(looms) == structural(compilers))
        let conformances = { (graph: Graph) in
            Set(graph.relationships.filter { $0.hasPrefix("conformsTo") }.map { $0.replacingOccurrences(of: "→ Swift.", with: "→ ") })
        }
        #expect(conformances(looms) == ["conformsTo Fullness → CaseIterable", "conformsTo Shelf → Labelled"])
        #expect(conformances(looms).isSubset(of: conformances(compilers)))
        #expect(!looms.symbols.keys.contains { $0.contains("internalHelper") || $0.contains("InternalThing") || $0.contains("hidden") || $0.contains("scratch") })
    }

    @Test("Members a library adds to SwiftUI's types go to the Module@SwiftUI graph, as the compiler splits them; #if takes the iOS clause Loom runs (#18)")
    func extensionsOfOtherModules() throws {
        let folder = try makeTemporaryFolder(#function)
        let file = folder + "/Kit.swift"
        try """
            import SwiftUI
            public extension View {
                /// Pads twice.
                func doublePadded() -> some View { padding().padding() }
                private func hidden() {}
            }
            #if os(iOS)
            public struct Phone {}
            #else
            public struct Elsewhere {}
            #endif
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let files = DocCSymbolGraph.files(for: ModuleInterface.read(module: "Kit", files: [file]))
        #expect(Set(files.keys) == ["Kit.symbols.json", "Kit@SwiftUI.symbols.json"])
        func graph(_ name: String) throws -> [String: Any] {
            let data = try #require(files[name])
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        let own = try graph("Kit.symbols.json")["symbols"] as? [[String: Any]] ?? []
        #expect(own.map { $0["pathComponents"] as? [String] ?? [] } == [["Phone"]])
        let extensions = try graph("Kit@SwiftUI.symbols.json")
        let symbol = try #require((extensions["symbols"] as? [[String: Any]])?.first)
        #expect(symbol["pathComponents"] as? [String] == ["View", "doublePadded()"])
        #expect(Self.fragments(symbol["declarationFragments"]) == "keyword:func[ ]identifier:doublePadded[() -> ]keyword:some[ ]typeIdentifier:View")
        #expect(symbol["swiftExtension"] as? [String: String] == ["extendedModule": "SwiftUI", "typeKind": "swift.protocol"])
        let member = (extensions["relationships"] as? [[String: Any]])?.first
        #expect(member?["kind"] as? String == "memberOf")
        #expect(member?["targetFallback"] as? String == "SwiftUI.View")
        #expect(((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]])?.first?["text"] as? String == "Pads twice.")
    }
}
