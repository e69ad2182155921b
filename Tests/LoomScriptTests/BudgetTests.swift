import Testing
@testable import LoomScript

@Suite("Budgets")
struct BudgetTests {
    @Test func infiniteLoopEndsWithALocatedStepBudgetError() {
        let session = ScriptSession(budget: Budget(steps: 100_000, callDepth: 100, seconds: 5))
        let start = ContinuousClock.now
        let r = run("var i = 0\nwhile true {\n    i += 1\n}", in: session)
        #expect(ContinuousClock.now - start < .seconds(3))
        #expect(r.errors.count == 1)
        #expect(r.errors.first?.message == "evaluation budget exceeded (100000 steps); is there an infinite loop? Raise it with --max-steps or the block option `budget: steps=…`.", "\(r.errors)")
        #expect(r.errors.first.map { $0.line >= 2 } == true, "\(r.errors)")
    }

    @Test func wallClockBudgetStopsLongLoops() {
        let session = ScriptSession(budget: Budget(steps: .max, callDepth: 100, seconds: 0.2))
        let start = ContinuousClock.now
        let r = run("while true {}", in: session)
        #expect(ContinuousClock.now - start < .seconds(3))
        #expect(r.errors.first?.message.hasPrefix("time budget exceeded") == true, "\(r.errors)")
    }

    @Test func infiniteRecursionEndsWithACallDepthError() {
        let r = run("func f(_ n: Int) -> Int { f(n + 1) }\nprint(f(0))")
        #expect(r.errors.first?.message.hasPrefix("call depth budget exceeded") == true, "\(r.errors)")
        #expect(r.errors.first?.line == 1)
    }

    @Test func recursiveViewBodyIsStopped() throws {
        let session = ScriptSession()
        let r = run("struct Loop: View { var body: some View { Loop() } }\nLoop()", in: session)
        #expect(r.errors.isEmpty)
        guard let view = r.views.first else { Issue.record("no view"); return }
        #expect(throws: (any Error).self) { _ = try LoomUI.renderImage(view) }
    }

    @Test func aCollectionGrowingWithoutEndStopsAtTheMemoryBudget() {
        let session = ScriptSession(budget: Budget(steps: .max, callDepth: 100, seconds: 60, memory: 32 << 20))
        // Small arrays (under the size checked at once) caught by the periodic check, and one
        // large one refused before it is made.
        let small = run("var d: [Int: [Int]] = [:]\nfor i in 0..<10_000_000 {\n    d[i] = Array(repeating: i, count: 1_000)\n}", in: session)
        #expect(small.errors.first?.message == "memory budget exceeded (32 MB per block); is a collection growing without end? "
                + "Raise it with --max-memory or the block option `budget: memory=…`.", "\(small.errors)")
        #expect(small.errors.first?.line == 2 || small.errors.first?.line == 3, "\(small.errors)")
        let large = run("let grid = Array(repeating: 0, count: 4_000_000)", in: session)
        #expect(large.errors.first?.message.hasPrefix("memory budget exceeded (32 MB per block)") == true, "\(large.errors)")
        #expect(large.errors.first?.column == 12, "\(large.errors)")
        // The session goes on, and a block that stays small is not charged for the ones before.
        #expect(run("print(Array(repeating: 1, count: 1_000).count)", in: session).text == "1000\n")
    }

    @Test func memoryBudgetsAreWrittenAsSizes() {
        #expect(Budget.memory("512MB") == 512 << 20)
        #expect(Budget.memory("2 GB") == 2 << 30)
        #expect(Budget.memory("1.5g") == 3 << 29)
        #expect(Budget.memory("800") == 800 << 20)
        #expect(Budget.memory("0") == nil)
        #expect(Budget.memory("-1GB") == nil)
        #expect(Budget.memory("1e300") == nil)
        #expect(Budget.memory("nan") == nil)
        #expect(Budget.memory("lots") == nil)
    }

    @Test func sessionSurvivesAFailedBlock() {
        let session = ScriptSession(budget: Budget(steps: 10_000, callDepth: 50, seconds: 5))
        _ = session.run("while true {}")
        #expect(run("print(1 + 1)", in: session).text == "2\n")
    }
}

import LoomUI
