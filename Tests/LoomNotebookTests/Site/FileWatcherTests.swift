import Foundation
import Testing
@testable import LoomNotebook

@Suite struct FileWatcherTests {
    @Test func detectsChangedAddedAndRemovedFiles() throws {
        let folder = try makeTemporaryFolder()
        let a = folder + "/a.md", b = folder + "/b.md", c = folder + "/c.png"
        try "one".write(toFile: a, atomically: true, encoding: .utf8)
        try "two".write(toFile: b, atomically: true, encoding: .utf8)
        let before = FileWatcher.snapshot([a, b, c])
        #expect(before.count == 2)
        #expect(FileWatcher.changes(from: before, to: FileWatcher.snapshot([a, b, c])).isEmpty)
        try "one, longer".write(toFile: a, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: b)
        try "png".write(toFile: c, atomically: true, encoding: .utf8)
        #expect(FileWatcher.changes(from: before, to: FileWatcher.snapshot([a, b, c])) == [a, b, c])
    }

    @Test func modificationTimeAloneCounts() throws {
        let folder = try makeTemporaryFolder()
        let a = folder + "/a.md"
        try "same".write(toFile: a, atomically: true, encoding: .utf8)
        let before = FileWatcher.snapshot([a])
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: a)
        #expect(FileWatcher.changes(from: before, to: FileWatcher.snapshot([a])) == [a])
    }

    @Test func mapsChangedFilesToStalePages() {
        let dependencies = ["a.md": ["/s/a.md", "/s/img.png"], "b.md": ["/s/b.md"], "c.md": ["/s/c.md", "/s/img.png"]]
        #expect(FileWatcher.stalePages(changed: ["/s/img.png"], dependencies: dependencies) == ["a.md", "c.md"])
        #expect(FileWatcher.stalePages(changed: ["/s/b.md"], dependencies: dependencies) == ["b.md"])
        #expect(FileWatcher.stalePages(changed: [], dependencies: dependencies).isEmpty)
        #expect(FileWatcher.stalePages(changed: ["/lib/X.swift"], dependencies: dependencies, global: ["/lib/X.swift"])
                == ["a.md", "b.md", "c.md"])
    }

    @Test func buildsReportWhatEachPageDependsOn() throws {
        let out = try makeTemporaryFolder()
        let result = try SiteBuilder(outputDirectory: out).build(inputs: [fixturePath("browser-site")])
        let index = try #require(result.dependencies["index.md"])
        #expect(index.contains(fixturePath("browser-site") + "/index.md"))
        #expect(index.contains(fixturePath("browser-site") + "/assets/logo.png"))
    }
}
