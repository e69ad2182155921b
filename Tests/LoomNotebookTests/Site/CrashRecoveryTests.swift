import Testing
@testable import LoomNotebook

/// The worker's block log, which tells the supervisor whom a crash belongs to (#21).
@Suite struct CrashRecoveryTests {
    @Test func theBlocksStartedAndNotEndedWereRunning() {
        let log = "start\ta.md\t0\nend\ta.md\t0\nstart\ta.md\t1\nstart\tb c.md\t3\nend\ta.md\t1\nstart\tb c.md\t2\n"
        let running = CrashRecovery.running(inLog: log)
        #expect(running.map(\.page) == ["b c.md", "b c.md"])
        #expect(running.map(\.block) == [3, 2])
        #expect(CrashRecovery.running(inLog: "start\ta.md\t0\nend\ta.md\t0\nstart\ta.md\t1\nend\ta.md\t1\n").isEmpty)
        // A line torn by the crash is ignored.
        #expect(CrashRecovery.running(inLog: "start\ta.md\t4\nst").map(\.block) == [4])
    }
}
