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

    @Test func sessionSurvivesAFailedBlock() {
        let session = ScriptSession(budget: Budget(steps: 10_000, callDepth: 50, seconds: 5))
        _ = session.run("while true {}")
        #expect(run("print(1 + 1)", in: session).text == "2\n")
    }
}

import LoomUI
