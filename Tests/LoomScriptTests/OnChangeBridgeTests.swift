import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// `onChange(of:)` on an animated picture's clock (#13): a change that leaves the watched value
/// different runs the action at that change's time, with the old and new values, and the action's
/// own change keeps what the other actions set. The oracle is the LoomUI still of each state.
@Suite struct OnChangeBridgeTests {
    static func still(_ x: Double, _ label: String) throws -> [UInt8] { try DiscreteChangeBridgeTests.still(x, label) }

    /// The dot moves to 50 at 0.5 s and to 100 at 1 s, each over half a second; `onChange` watches it.
    static func frames(_ onChange: String) throws -> [[UInt8]] {
        try DiscreteChangeBridgeTests.rowFrames(label: "moving", onAppear: "", more: """
            .task {
                for step in 1...2 {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.linear(duration: 0.5)) { x = Double(step) * 50 }
                }
            }
            \(onChange)
            """)
    }

    @Test func theActionRunsWhenTheValueChangesWithOldAndNew() throws {
        let frames = try Self.frames("""
        .onChange(of: x) { old, new in
            if new >= 100 { label = "from \\(Int(old)) to \\(Int(new))" }
        }
        """)
        // x goes 0 → 50 at 0.5 s and 50 → 100 at 1 s, each over half a second.
        #expect(frames.count == 46)
        #expect(frames[0] == (try Self.still(0, "moving")))
        #expect(frames[30] == (try Self.still(50, "from 50 to 100")))
        #expect(frames[45] == (try Self.still(100, "from 50 to 100")))
    }

    @Test func theOneValueFormGetsTheNewValue() throws {
        let frames = try Self.frames("""
        .onChange(of: x) { value in label = "at \\(Int(value))" }
        """)
        #expect(frames[15] == (try Self.still(0, "at 50")))
        #expect(frames[45] == (try Self.still(100, "at 100")))
    }
}
