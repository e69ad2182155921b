import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// What does not animate changes at the time it was changed (#13): a text's words are those of
/// the frame's time, not the last state's from the first frame on; an animated change of them
/// crossfades. The oracle is the LoomUI still of each state at rest.
@Suite struct DiscreteChangeBridgeTests {
    /// A dot `x` pt along and a label under it.
    static func still(_ x: Double, _ label: String) throws -> [UInt8] {
        let view = VStack(spacing: 4, content: [
            Circle().fill(Color.blue).frame(width: 10, height: 10).offset(x: x).frame(width: 120, height: 10, alignment: .leading),
            Text(label),
        ]).frame(width: 140, height: 50)
        return try renderImage(view, scale: 1).bitmap.rgbaBytes()
    }

    /// The frames of a dot `x` pt along over a label that starts as `label`: `onAppear` is the
    /// body of its `onAppear`, `more` modifiers after it, `textModifiers` the label's own.
    /// `members` are declared in `Row`, `before` ahead of it.
    static func rowFrames(label: String = "waiting", onAppear: String, more: String = "", textModifiers: String = "",
                          members: String = "", before: String = "") throws -> [[UInt8]] {
        let result = run("""
        \(before)
        struct Row: View {
            @State var x = 0.0
            @State var label = "\(label)"
            var body: some View {
                VStack(spacing: 4) {
                    Circle().fill(Color.blue).frame(width: 10, height: 10).offset(x: x).frame(width: 120, height: 10, alignment: .leading)
                    Text(label)\(textModifiers)
                }
                .frame(width: 140, height: 50)
                .onAppear {
                    \(onAppear)
                }
                \(more)
            }
            \(members)
        }
        Row()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        var frames: [[UInt8]] = []
        _ = try renderAnimation(try #require(result.views.last), scale: 1) { frames.append($0.rgbaBytes()) }
        return frames
    }

    static func frames(_ change: String) throws -> [[UInt8]] { try rowFrames(onAppear: change) }

    @Test func wordsChangedLaterShowFromThenOn() throws {
        let frames = try Self.frames("""
        withAnimation(.linear(duration: 1)) { x = 100 }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { label = "done" }
        """)
        #expect(frames.count == 31)
        #expect(frames[0] == (try Self.still(0, "waiting")))
        #expect(frames[12] == (try Self.still(40, "waiting")))
        #expect(frames[15] == (try Self.still(50, "done")))
        #expect(frames[30] == (try Self.still(100, "done")))
    }

    @Test func aCompletionRunsWhenTheAnimationIsDone() throws {
        let frames = try Self.frames("""
        withAnimation(.linear(duration: 0.5)) { x = 100 } completion: { label = "done" }
        """)
        // The completion's change is a cut at 0.5 s, shown for half a second.
        #expect(frames.count == 31)
        #expect(frames[12] == (try Self.still(80, "waiting")))
        #expect(frames[15] == (try Self.still(100, "done")))
        #expect(frames[30] == (try Self.still(100, "done")))
    }

    @Test func animatedWordsCrossfade() throws {
        let frames = try Self.frames("""
        withAnimation(.linear(duration: 1)) { x = 100; label = "done" }
        """)
        #expect(frames[0] == (try Self.still(0, "waiting")))
        #expect(frames[30] == (try Self.still(100, "done")))
        // Half way both words are there, each half drawn: neither still's text.
        #expect(frames[15] != (try Self.still(50, "waiting")))
        #expect(frames[15] != (try Self.still(50, "done")))
    }

    @Test func anIdentityContentTransitionSwapsTheWordsAtOnce() throws {
        let change = "withAnimation(.linear(duration: 1)) { x = 100; label = \"done\" }"
        let faded = try Self.rowFrames(onAppear: change)
        let swapped = try Self.rowFrames(onAppear: change, textModifiers: ".contentTransition(.identity)")
        #expect(swapped[0] == (try Self.still(0, "done")))
        #expect(swapped[15] == (try Self.still(50, "done")))
        #expect(faded[15] != swapped[15])
    }

    /// `withTransaction` animates as `withAnimation` with the transaction's animation, and a
    /// `.transaction` closure's animation governs the changes below it.
    @Test func transactionsCarryTheirAnimation() throws {
        let explicit = try Self.rowFrames(onAppear: "withTransaction(Transaction(animation: .linear(duration: 1))) { x = 100 }")
        #expect(explicit.count == 31)
        #expect(explicit[15] == (try Self.still(50, "waiting")))
        let overridden = try Self.rowFrames(onAppear: "withAnimation(.easeOut(duration: 0.3)) { x = 100 }",
                                            more: ".transaction { $0.animation = .linear(duration: 1) }")
        #expect(overridden.count == 31)
        #expect(overridden[15] == (try Self.still(50, "waiting")))
    }

    /// iOS 17's `Spring` values make the same animations as the named springs.
    @Test func aSpringValueIsTheNamedSpring() throws {
        let named = try Self.rowFrames(onAppear: "withAnimation(.bouncy) { x = 100 }")
        let valued = try Self.rowFrames(onAppear: "withAnimation(.spring(.bouncy)) { x = 100 }")
        #expect(named.count > 10)
        #expect(named == valued)
    }

    /// `@State` lives outside the view value: a non-mutating method an action calls sets it as
    /// the action's own assignment would (jasudev/AnimateText's `getText`, FloatingButton's
    /// `calculateCoords`).
    @Test func stateSetByAMethodAnActionCallsIsKept() throws {
        let frames = try Self.rowFrames(onAppear: "withAnimation(.linear(duration: 1)) { finish(at: 100) }", members: """
            private func finish(at end: Double) { move(to: end); label = "done" }
            private func move(to end: Double) { x = end }
            """)
        #expect(frames.count == 31)
        #expect(frames[0] == (try Self.still(0, "waiting")))
        #expect(frames[30] == (try Self.still(100, "done")))
    }

    /// A child's action writing its `@Binding` sets the state of the view that passed `$x`, whose
    /// body then draws it (`Bumper(n: $n)` with `onAppear { n = 5 }`).
    @Test func aChildsBindingWriteReachesItsOwner() throws {
        let frames = try Self.rowFrames(onAppear: "", more: ".background(Mover(x: $x, label: $label))", before: """
            struct Mover: View {
                @Binding var x: Double
                @Binding var label: String
                var body: some View { Color.clear.frame(width: 1, height: 1).onAppear { withAnimation(.linear(duration: 1)) { x = 100; label = "done" } } }
            }
            """)
        #expect(frames.count == 31)
        #expect(frames[0] == (try Self.still(0, "waiting")))
        #expect(frames[30] == (try Self.still(100, "done")))
    }

    /// The "size getter" idiom (exyte's ProgressIndicatorView and FloatingButton): a modifier
    /// made by a helper that passes its `Binding` parameter on, whose `GeometryReader` sets it
    /// once laid out; the view that passed `$size` draws with the size.
    @Test func aBindingPassedThroughAHelperReachesItsOwner() throws {
        let result = run("""
        struct SizeGetter: ViewModifier {
            @Binding var size: CGSize
            func body(content: Content) -> some View {
                content.background(GeometryReader { proxy -> Color in
                    if proxy.size != self.size { DispatchQueue.main.async { self.size = proxy.size } }
                    return Color.clear
                })
            }
        }
        extension View {
            func sizeGetter(_ size: Binding<CGSize>) -> some View { modifier(SizeGetter(size: size)) }
        }
        struct Bar: View {
            @State private var size: CGSize = .zero
            @State private var on = false
            var body: some View {
                ZStack(alignment: .leading) {
                    Color.gray.sizeGetter($size)
                    Color.blue.frame(width: size.width * 0.6).opacity(on ? 1 : 0.5)
                }
                .frame(width: 200, height: 10)
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        Bar()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        var frames: [[UInt8]] = []
        _ = try renderAnimation(try #require(result.views.last), scale: 1) { frames.append($0.rgbaBytes()) }
        let expected = try renderImage(ZStack(alignment: .leading, content: [Color.gray, Color.blue.frame(width: 120)]).frame(width: 200, height: 10), scale: 1)
        #expect(frames.last == expected.bitmap.rgbaBytes())
    }

    /// TagCloud's idiom: a helper's `Binding` parameter set through `wrappedValue` from work its
    /// `GeometryReader` queues, after the helper has returned; the view that passed `$height`
    /// draws with it (a still picture, whose layout runs the queued work).
    @Test func aBindingParameterSetThroughWrappedValueReachesItsOwner() throws {
        let result = run("""
        struct Flow: View {
            @State private var height: CGFloat = 10
            var body: some View {
                Color.blue.frame(width: 100, height: height).background(readHeight(to: $height))
            }
            private func readHeight(to binding: Binding<CGFloat>) -> some View {
                GeometryReader { geometry -> Color in
                    DispatchQueue.main.async { binding.wrappedValue = 40 }
                    return .clear
                }
            }
        }
        Flow()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        // As a notebook draws a view that does not move: after what its actions changed.
        let view = try #require(result.views.last)
        var settled: EnvironmentValues?
        let moved = try renderAnimation(view, scale: 1, still: { settled = $0 }) { _ in }
        #expect(moved == nil)
        let scripted = try renderImage(view, scale: 1, environment: try #require(settled))
        let expected = try renderImage(Color.blue.frame(width: 100, height: 40), scale: 1)
        #expect(scripted.bitmap.width == expected.bitmap.width && scripted.bitmap.height == expected.bitmap.height,
                "\(scripted.bitmap.width)x\(scripted.bitmap.height)")
        let same = scripted.bitmap.rgbaBytes() == expected.bitmap.rgbaBytes()
        #expect(same)
    }

    /// A `Binding(get:set:)` handed to a function is set through its setter.
    @Test func aBindingMadeWithASetterIsSetThroughIt() {
        let result = run("""
        var store = 1.0
        func bump(_ binding: Binding<Double>) { binding.wrappedValue = 5; binding.wrappedValue += 1; print(binding.wrappedValue) }
        bump(Binding(get: { store }, set: { store = $0 }))
        print(store)
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.text == "6.0\n6.0\n")
    }

    /// Swiflow's idiom: `onAppear` sets one state and `onPreferenceChange` another; the still
    /// drawn after the actions shows both (the measured width of the text above).
    @Test func aStillShowsStateFromItsAppearAndItsPreferenceActions() throws {
        let result = run("""
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }
        struct Both: View {
            @State private var appeared = false
            @State private var width: CGFloat = 0
            var body: some View {
                VStack {
                    Text("Hello, preferences")
                        .background(GeometryReader { g in Color.clear.preference(key: WidthKey.self, value: g.size.width) })
                    Text("appeared: \\(appeared ? "yes" : "no"), measured: \\(Int(width))")
                }
                .onAppear { appeared = true }
                .onPreferenceChange(WidthKey.self) { w in width = w }
            }
        }
        Both()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        let view = try #require(result.views.last)
        var settled: EnvironmentValues?
        _ = try renderAnimation(view, scale: 1, still: { settled = $0 }) { _ in }
        let scripted = try renderImage(view, scale: 1, environment: try #require(settled))
        let width = Int(try renderImage(Text("Hello, preferences"), scale: 1).layoutFrame.width)
        #expect(width > 50)
        let expected = try renderImage(VStack(content: [Text("Hello, preferences"), Text("appeared: yes, measured: \(width)")]), scale: 1)
        let same = scripted.bitmap.rgbaBytes() == expected.bitmap.rgbaBytes()
        #expect(same)
    }
}
