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

/// `loom render --watch` as a process (#17): deleting a page takes its HTML and pictures out of
/// the site.
@Suite struct WatchCommandTests {
    /// Waits up to `seconds` for `condition`.
    func eventually(_ seconds: Double = 20, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(100_000)
        }
        return condition()
    }

    @Test func deletingAPageRemovesItsHTML() throws {
        let folder = try makeTemporaryFolder()
        try "# Stays\n".write(toFile: folder + "/stays.md", atomically: true, encoding: .utf8)
        try "# Goes\n\n```swift\nCircle().frame(width: 4, height: 4)\n```\n".write(toFile: folder + "/goes.md", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Loom.executable)
        process.arguments = ["render", ".", "--out", "site", "--watch"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let fileManager = FileManager.default
        #expect(eventually { fileManager.fileExists(atPath: folder + "/site/goes.html") && fileManager.fileExists(atPath: folder + "/site/goes/1.png") })
        usleep(400_000)  // let the watcher take its first snapshot
        try fileManager.removeItem(atPath: folder + "/goes.md")
        #expect(eventually { !fileManager.fileExists(atPath: folder + "/site/goes.html") }, "the deleted page's HTML stayed")
        #expect(eventually(2) { !fileManager.fileExists(atPath: folder + "/site/goes") }, "the deleted page's pictures stayed")
        #expect(fileManager.fileExists(atPath: folder + "/site/stays.html"))
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
