import Foundation
import LoomNotebook
import LoomScript
import Testing

/// A deterministic mutation fuzzer over Loom's front ends: each input is a notebook (seeds from
/// `FuzzSeeds`, mutated by `NotebookMutator`) parsed — Markdown, front matter, block options —
/// and rendered through the whole page pipeline, its blocks parsed, lowered and run by the real
/// interpreter under a small budget. It must never crash, hang or lose the page.
///
/// In `swift test` it runs a few hundred inputs from a fixed seed. For long runs
/// (`Scripts/fuzz SECONDS`):
///   LOOM_FUZZ_SECONDS=N   run for N seconds instead
///   LOOM_FUZZ_SEED=S      start from another seed (each seed is a different, reproducible run)
///   LOOM_FUZZ_LAST=FILE   write each input there before running it, so a crash leaves it behind
///   LOOM_FUZZ_FINDINGS=D  save inputs that took over 10 s there
/// Inputs that brought a diagnostic not seen before join the pool, so the run keeps going deeper.
@Suite struct NotebookFuzzTests {
    /// Small enough that a mutated `while true {}` costs milliseconds; a block's `budget` option
    /// is ignored (it could ask for a day).
    final class SmallBudgetRunner: BlockRunner {
        let session = ScriptSession(budget: Budget(steps: 20_000, callDepth: 64, seconds: 0.5))
        func run(_ source: String) -> BlockEvaluation { session.run(source) }
        func run(_ source: String, budget: BudgetOverride) -> BlockEvaluation { session.run(source) }
        func importModule(_ name: String) -> [ScriptDiagnostic] { session.importModule(name) }
    }

    @Test func mutatedNotebooksRenderWithoutCrashing() throws {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["LOOM_FUZZ_SECONDS"].flatMap(Double.init)
        let seed = environment["LOOM_FUZZ_SEED"].flatMap(UInt64.init) ?? 1
        let last = environment["LOOM_FUZZ_LAST"]
        let findings = environment["LOOM_FUZZ_FINDINGS"]
        var pool = FuzzSeeds.all
        try #require(pool.count >= 40, "no seeds found below \(FuzzSeeds.repository.path)")
        var mutator = NotebookMutator(seed: seed)
        var seen = Set<String>()
        let renderer = PageRenderer(makeRunner: { SmallBudgetRunner() })
        let clock = ContinuousClock()
        let start = clock.now
        var executions = 0
        func elapsed() -> Double { Double((clock.now - start).components.seconds) }
        while seconds.map({ elapsed() < $0 }) ?? (executions < 300) {
            // Seeds as they are first, then mutants.
            let input = executions < pool.count && seconds == nil ? pool[executions]
                : mutator.mutate(pool[mutator.below(pool.count)], other: pool[mutator.below(pool.count)])
            if let last { FileManager.default.createFile(atPath: last, contents: Data(input)) }
            let began = clock.now
            let page = Self.render(input, with: renderer)
            executions += 1
            #expect(page.html.hasSuffix("</html>\n"), "page lost for seed \(seed), execution \(executions)")
            #expect(page.notebook.results.count == page.notebook.cells.count)
            let took = clock.now - began
            if took > .seconds(10), let findings {
                FileManager.default.createFile(atPath: findings + "/slow-\(seed)-\(executions).md", contents: Data(input))
            }
            // Feedback without instrumentation: a new kind of diagnostic means new code was reached.
            let kinds = page.notebook.results.flatMap(\.diagnostics).map { Self.kind(of: $0.message) }
                + page.notebook.frontMatter.problems.map { Self.kind(of: $0.message) }
            let fresh = kinds.filter { seen.insert($0).inserted }
            if !fresh.isEmpty, pool.count < 5_000 { pool.append(input) }
        }
        print("fuzz: seed \(seed), \(executions) executions in \(elapsed()) s, \(seen.count) kinds of diagnostic, pool \(pool.count)")
    }

    /// Renders on a large stack, as `loom`'s page workers do.
    static func render(_ input: [UInt8], with renderer: PageRenderer) -> PageRenderer.RenderedPage {
        // Safe to share: the thread below is the only one touching the box until `done`.
        let box = PageBox(renderer: renderer, text: NotebookText(input, file: "fuzz.md").text)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.page = box.renderer.render(markdown: box.text, sourcePath: "fuzz.md", relativePath: "fuzz.md")
            done.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        done.wait()
        return box.page!
    }

    /// A message with its numbers and quoted names taken out: `unknown option '…'`.
    static func kind(of message: String) -> String {
        var kind = ""
        var quoted = false
        for character in message {
            if character == "'" {
                quoted.toggle()
                kind.append("'")
            } else if !quoted, !character.isNumber {
                kind.append(character)
            }
        }
        return String(kind.prefix(80))
    }

    final class PageBox: @unchecked Sendable {
        let renderer: PageRenderer
        let text: String
        var page: PageRenderer.RenderedPage?
        init(renderer: PageRenderer, text: String) { (self.renderer, self.text) = (renderer, text) }
    }
}
