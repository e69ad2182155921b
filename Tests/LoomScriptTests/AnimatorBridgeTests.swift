import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// Phase and keyframe animators (#13) built by a script draw every frame exactly as the same
/// LoomUI view does: the bridge converts its arguments and calls LoomUI, nothing more.
@Suite struct AnimatorBridgeTests {
    /// Every frame of `view`'s animation, as bytes (empty for a still).
    static func frames(_ view: any ViewNode) throws -> [[UInt8]] {
        var frames: [[UInt8]] = []
        _ = try renderAnimation(view, scale: 1) { frames.append($0.rgbaBytes()) }
        return frames
    }

    static func scriptView(_ source: String) throws -> any ViewNode {
        let result = run(source)
        #expect(result.errors.isEmpty, "\(result.errors)")
        return try #require(result.views.last)
    }

    static func square(_ x: Double, _ color: Color = .red) -> any ViewNode {
        Rectangle().fill(color).frame(width: 10, height: 10).offset(x: x).frame(width: 140, height: 10, alignment: .leading)
    }

    @Test func phaseAnimatorView() throws {
        let script = try Self.scriptView("""
        PhaseAnimator([0.0, 60.0, 120.0]) { x in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: x).frame(width: 140, height: 10, alignment: .leading)
        } animation: { _ in .linear(duration: 0.5) }
        """)
        let phases = [0.0, 60, 120]
        let loom = PhaseAnimatorView(phaseCount: 3, content: { Self.square(phases[$0]) }, animation: { _ in .linear(duration: 0.5) })
        let a = try Self.frames(script), b = try Self.frames(loom)
        #expect(a.count == 46)
        #expect(a == b)
    }

    @Test func phaseAnimatorModifierWithEnumPhases() throws {
        let script = try Self.scriptView("""
        enum Step: CaseIterable { case rest, right, far }
        Rectangle().fill(Color.red).frame(width: 10, height: 10)
            .phaseAnimator(Step.allCases) { content, step in
                content.offset(x: step == .rest ? 0 : step == .right ? 40 : 100)
            } animation: { step in
                switch step {
                case .rest: .easeInOut(duration: 0.6)
                case .right: .linear(duration: 0.3)
                case .far: .spring(duration: 0.4, bounce: 0.2)
                }
            }
            .frame(width: 140, height: 10, alignment: .leading)
        """)
        let xs = [0.0, 40, 100]
        let animations: [LoomUI.Animation] = [.easeInOut(duration: 0.6), .linear(duration: 0.3), .spring(duration: 0.4, bounce: 0.2)]
        let loom = PhaseAnimatorView(phaseCount: 3, content: { Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: xs[$0]) },
                                     animation: { animations[$0] })
            .frame(width: 140, height: 10, alignment: .leading)
        let a = try Self.frames(script), b = try Self.frames(loom)
        #expect(a.count > 30)
        #expect(a == b)
    }

    @Test func phaseAnimatorTriggeredByState() throws {
        let script = try Self.scriptView("""
        struct Bump: View {
            @State var taps = 0
            var body: some View {
                Rectangle().fill(Color.red).frame(width: 10, height: 10)
                    .phaseAnimator([0.0, 100.0], trigger: taps) { content, x in content.offset(x: x) } animation: { _ in .linear(duration: 0.5) }
                    .frame(width: 140, height: 10, alignment: .leading)
                    .task {
                        try? await Task.sleep(for: .seconds(0.5))
                        taps += 1
                    }
            }
        }
        Bump()
        """)
        let frames = try Self.frames(script)
        // Still for 0.5 s, out for 0.5 s, back for 0.5 s.
        #expect(frames.count == 46)
        #expect(frames[0] == (try renderImage(Self.square(0), scale: 1)).bitmap.rgbaBytes())
        #expect(frames[15] == frames[0])
        #expect(frames[30] == (try renderImage(Self.square(100), scale: 1)).bitmap.rgbaBytes())
        #expect(frames[45] == frames[0])
    }

    static let keyframeScript = """
    struct Values {
        var x = 0.0
        var angle = Angle.zero
    }

    """

    static func loomKeyframes(_ content: @escaping ([[Double]]) -> any ViewNode) -> KeyframeAnimatorView {
        let timeline = KeyframeTimeline(tracks: [
            KeyframeTrack(initial: [0], keyframes: [.move([20]), .linear([100], duration: 0.5, curve: .easeOut),
                                                    .spring([40], duration: nil, spring: Spring(duration: 0.5, bounce: 0.3), startVelocity: nil)]),
            KeyframeTrack(initial: [0], keyframes: [.cubic([Double.pi / 6], duration: 0.4, startVelocity: nil, endVelocity: nil),
                                                    .cubic([0], duration: 0.4, startVelocity: nil, endVelocity: nil)]),
        ])
        return KeyframeAnimatorView(timeline: timeline, content: content)
    }

    static let keyframeTracks = """
        KeyframeTrack(\\.x) {
            MoveKeyframe(20)
            LinearKeyframe(100, duration: 0.5, timingCurve: .easeOut)
            SpringKeyframe(40, spring: .bouncy)
        }
        KeyframeTrack(\\.angle) {
            CubicKeyframe(.degrees(30), duration: 0.4)
            CubicKeyframe(Angle.zero, duration: 0.4)
        }
    """

    @Test func keyframeAnimatorView() throws {
        let script = try Self.scriptView(Self.keyframeScript + """
        KeyframeAnimator(initialValue: Values()) { v in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).rotationEffect(v.angle).offset(x: v.x)
                .frame(width: 140, height: 20, alignment: .leading)
        } keyframes: { _ in
        \(Self.keyframeTracks)
        }
        """)
        let loom = Self.loomKeyframes { v in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).rotationEffect(Angle(radians: v[1][0])).offset(x: v[0][0])
                .frame(width: 140, height: 20, alignment: .leading)
        }
        let a = try Self.frames(script), b = try Self.frames(loom)
        #expect(a.count > 20)
        #expect(a == b)
    }

    @Test func keyframeAnimatorModifier() throws {
        let script = try Self.scriptView(Self.keyframeScript + """
        Rectangle().fill(Color.red).frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: Values()) { content, v in
                content.rotationEffect(v.angle).offset(x: v.x)
            } keyframes: { _ in
        \(Self.keyframeTracks)
            }
            .frame(width: 140, height: 20, alignment: .leading)
        """)
        let loom = Self.loomKeyframes { v in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).rotationEffect(Angle(radians: v[1][0])).offset(x: v[0][0])
        }.frame(width: 140, height: 20, alignment: .leading)
        let a = try Self.frames(script), b = try Self.frames(loom)
        #expect(a.count > 20)
        #expect(a == b)
    }

    @Test func aTrackOfTheWholeValueAndTypeMistakes() throws {
        let script = try Self.scriptView("""
        KeyframeAnimator(initialValue: 0.0) { x in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: x).frame(width: 140, height: 10, alignment: .leading)
        } keyframes: { _ in
            KeyframeTrack {
                LinearKeyframe(100, duration: 1)
            }
        }
        """)
        let loom = KeyframeAnimatorView(timeline: KeyframeTimeline(tracks: [KeyframeTrack(initial: [0], keyframes: [.linear([100], duration: 1, curve: .linear)])])) {
            Self.square($0[0][0])
        }
        #expect(try Self.frames(script) == (try Self.frames(loom)))
        // Keyframes of the whole value may also be listed without a track.
        let bare = try Self.scriptView("""
        KeyframeAnimator(initialValue: 0.0) { x in
            Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: x).frame(width: 140, height: 10, alignment: .leading)
        } keyframes: { _ in
            LinearKeyframe(100, duration: 1)
        }
        """)
        #expect(try Self.frames(bare) == (try Self.frames(loom)))
        let wrong = run("""
        struct V { var x = 0.0 }
        KeyframeAnimator(initialValue: V()) { v in Color.red.frame(width: 10, height: 10) } keyframes: { _ in
            KeyframeTrack(\\.x) { LinearKeyframe(CGPoint(x: 1, y: 2), duration: 1) }
        }
        """)
        #expect(wrong.errors.first?.message.contains("is not the track's type") == true, "\(wrong.errors)")
    }
}
