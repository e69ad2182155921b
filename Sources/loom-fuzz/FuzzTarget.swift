import Foundation
import LoomNotebook
import LoomScript

/// A libFuzzer target for Loom's front ends: each input is a notebook's bytes, decoded, parsed
/// (Markdown, front matter, block options) and rendered through the whole page pipeline, its
/// blocks parsed, lowered and run under a small budget — the same work as `NotebookFuzzTests`,
/// but guided by coverage. Built for libFuzzer (`Scripts/libfuzz`):
///
///     swift build --product loom-fuzz --scratch-path .build/libfuzzer -Xswiftc -sanitize=fuzzer -Xswiftc -DLOOM_LIBFUZZER
///
/// Built normally, `loom-fuzz FILE…` runs each file once: a crashing input found by either
/// fuzzer replays without the fuzzing toolchain.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzTarget.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum FuzzTarget {
    /// Small enough that a mutated `while true {}` costs milliseconds; a block's `budget` option
    /// is ignored (it could ask for a day). The memory budget is small too: each input renders on
    /// a new thread, and glibc keeps what a thread's arena freed for that arena, so a gigabyte
    /// per input would add up to gigabytes the fuzzer counts against its RSS limit.
    final class SmallBudgetRunner: BlockRunner {
        let session = ScriptSession(budget: Budget(steps: 20_000, callDepth: 64, seconds: 0.5, memory: 128 << 20))
        func run(_ source: String) -> BlockEvaluation { session.run(source) }
        func run(_ source: String, budget: BudgetOverride) -> BlockEvaluation { session.run(source) }
        func importModule(_ name: String) -> [ScriptDiagnostic] { session.importModule(name) }
    }

    /// Read-only once made; each input gets fresh sessions from it.
    nonisolated(unsafe) static let renderer = PageRenderer(makeRunner: { SmallBudgetRunner() })

    /// Renders on a large stack, as `loom`'s page workers do; a lost page is a finding too.
    static func run(_ bytes: [UInt8]) {
        let box = Box(text: NotebookText(bytes, file: "fuzz.md").text)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let page = FuzzTarget.renderer.render(markdown: box.text, sourcePath: "fuzz.md", relativePath: "fuzz.md")
            precondition(page.html.hasSuffix("</html>\n") && page.notebook.results.count == page.notebook.cells.count, "page lost")
            done.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        done.wait()
    }

    /// Safe to share: only the thread in `run` reads it, while the caller waits.
    final class Box: @unchecked Sendable {
        let text: String
        init(text: String) { self.text = text }
    }
}

#if LOOM_LIBFUZZER
/// libFuzzer's driver (in the toolchain's libclang_rt.fuzzer).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// SwiftPM links an executable's entry point under this name; here it hands over to libFuzzer.
@_cdecl("loom_fuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, testOneInput)
}
#else
/// Without libFuzzer: replay the files given.
@main enum Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("loom-fuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            FuzzTarget.run(Array(data))
            print("ran \(path)")
        }
    }
}
#endif
