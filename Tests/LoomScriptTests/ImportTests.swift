import Foundation
import Testing
@testable import LoomScript

@Suite("Imports")
struct ImportTests {
    var libraries: String { Fixture.folder.appendingPathComponent("_libraries").path }

    @Test func systemModulesAreAcceptedNoOps() {
        let r = run("import SwiftUI\nimport Foundation\nimport UIKit\nimport CoreGraphics\nimport Combine\nprint(1)")
        #expect(r.errors.isEmpty)
        #expect(r.text == "1\n")
    }

    @Test func unknownModuleListsTheKnownOnes() {
        let session = ScriptSession()
        session.importPaths = [libraries]
        let r = run("import NoSuchThing", in: session)
        #expect(r.errors.count == 1)
        let message = r.errors.first?.message ?? ""
        #expect(r.errors.first?.line == 1 && r.errors.first?.column == 1)
        #expect(message.hasPrefix("no such module 'NoSuchThing'; known modules: "), "\(message)")
        #expect(message.contains("TinyLib") && message.contains("NestedLib") && message.contains("SwiftUI"), "\(message)")
        #expect(!message.contains("Sources"), "\(message)")
    }

    @Test func importModuleAPILoadsOnceAndNamesLibraryFiles() {
        let session = ScriptSession()
        session.importPaths = [libraries]
        #expect(session.importModule("TinyLib").isEmpty)
        #expect(session.importModule("TinyLib").isEmpty)
        #expect(run("print(Tiny(value: 2).doubled())", in: session).text == "4\n")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("loom-import-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir.appendingPathComponent("Oops"), withIntermediateDirectories: true)
        try? "struct A {}\n\nlet x = undefinedThing\n".write(to: dir.appendingPathComponent("Oops/File.swift"), atomically: true, encoding: .utf8)
        session.importPaths.append(dir.path)
        // The broken declaration does not stop the module: it fails where a block uses it,
        // naming the library file's own line, and the rest of the module works.
        #expect(session.importModule("Oops").isEmpty)
        #expect(run("print(A())", in: session).text == "A()\n")
        let used = run("print(x)", in: session)
        #expect(used.errors.map(\.message) == ["Oops/File.swift:3:9: cannot find 'undefinedThing' in scope (used by x)"], "\(used.errors)")
        #expect(used.errors.first?.line == 1 && used.errors.first?.column == 1)
    }

    @Test func bundledLibrariesFolderExists() {
        #expect(ScriptSession.bundledLibraries != nil)
    }
}
