import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What the motion, preference and drawing APIs draw in a still picture: an animation, a
/// transition or a gesture changes nothing at rest; a phase animator shows its first phase and
/// a keyframe animator its initial value; a timeline shows its first date; preferences reach
/// the views that read them; a matched follower takes its source's frame; a canvas draws what
/// the same shapes and views draw. Each script must draw the pixels of the LoomUI view that
/// states that rule.
@Suite("Bridge differential: stills of motion, preferences and canvases")
struct BridgeDifferentialStillTests {
    typealias Case = BridgeCase

    static let dot = "Circle().fill(Color.red).frame(width: 20, height: 20)"
    static func dotView() -> any ViewNode { Circle().fill(Color.red).frame(width: 20, height: 20) }

    static let cases: [Case] = [
        // Animations and their modifiers change nothing at rest.
        Case(script: dot + ".animation(.bouncy(duration: 0.4, extraBounce: 0.2), value: 1).animation(.smooth(duration: 1), value: 2).animation(.snappy, value: 3)") { dotView() },
        Case(script: dot + ".animation(.easeInOut(duration: 2).delay(0.5).speed(2).repeatCount(3, autoreverses: false), value: 1).animation(.easeOut(duration: 1).repeatForever(autoreverses: true), value: 2)") { dotView() },
        Case(script: dot + ".animation(.spring(response: 0.3, dampingFraction: 0.6), value: 1).animation(.spring(duration: 0.5, bounce: 0.3), value: 2).animation(.spring(Spring(duration: 0.4, bounce: 0.1)), value: 3)") { dotView() },
        Case(script: dot + ".animation(.interactiveSpring(), value: 1).animation(.interpolatingSpring(stiffness: 170, damping: 15), value: 2).animation(.interpolatingSpring(duration: 0.3, bounce: 0.2), value: 3).animation(.interpolatingSpring(Spring(mass: 1, stiffness: 100, damping: 10)), value: 4)") { dotView() },
        Case(script: dot + ".animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), value: 1).animation(nil, value: 2).animation(Animation.linear(duration: 1))") { dotView() },
        // Transitions: a view present at rest is drawn as it is.
        Case(script: dot + ".transition(.asymmetric(insertion: .push(from: .leading), removal: .scale.combined(with: .opacity)))") { dotView() },
        Case(script: dot + ".transition(.move(edge: .bottom).animation(.easeIn)).transition(AnyTransition.offset(x: 5, y: 5)).transition(.scale(scale: 0.5, anchor: .top))") { dotView() },
        Case(script: dot + ".transaction { t in t.animation = .default }.transaction { t in t.disablesAnimations = true }") { dotView() },
        Case(script: "Text(\"42\").contentTransition(.numericText()).contentTransition(.numericText(countsDown: true)).contentTransition(.numericText(value: 42))") { Text("42") },
        // Gestures are inert in a picture.
        Case(script: dot + ".gesture(TapGesture(count: 2).onEnded { }).simultaneousGesture(LongPressGesture(minimumDuration: 1)).highPriorityGesture(MagnifyGesture().onChanged { _ in }, including: .all)") { dotView() },
        Case(script: dot + ".gesture(RotationGesture().simultaneously(with: MagnificationGesture())).gesture(SpatialTapGesture(coordinateSpace: .local).exclusively(before: DragGesture()))") { dotView() },
        Case(script: "struct Drag: View {\n@GestureState var offset = CGSize.zero\nvar body: some View {\n" + dot + ".offset(offset)\n.gesture(LongPressGesture().sequenced(before: DragGesture()).map { _ in 1 }.onEnded { _ in })\n.gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })\n}\n}\nDrag()") {
            dotView().offset(Size(width: 0, height: 0))
        },
        Case(script: dot + ".onTapGesture(count: 2) { }.onLongPressGesture(minimumDuration: 2) { }.coordinateSpace(name: \"card\")") { dotView() },
        // A phase animator shows its first phase at rest; a keyframe animator its initial value.
        Case(script: "Text(\"Phase\").phaseAnimator([1.5, 1.0]) { content, phase in content.scaleEffect(phase) }") { Text("Phase").scaleEffect(1.5) },
        Case(script: "Text(\"Trigger\").phaseAnimator([0.0, 30.0], trigger: 1) { content, phase in content.rotationEffect(.degrees(phase)) } animation: { _ in .easeInOut }") {
            Text("Trigger").rotationEffect(.degrees(0))
        },
        Case(script: "PhaseAnimator([Color.red, Color.blue]) { color in color.frame(width: 10, height: 10) }") { Color.red.frame(width: 10, height: 10) },
        Case(script: "PhaseAnimator([2.0, 4.0], trigger: 0) { w in Color.green.frame(width: 10 * w, height: 10) }") { Color.green.frame(width: 20, height: 10) },
        Case(script: """
            struct Values { var scale = 1.5; var y = 4.0 }
            Text("Keys").keyframeAnimator(initialValue: Values()) { content, v in content.scaleEffect(v.scale).offset(y: v.y) } keyframes: { _ in
                KeyframeTrack(\\.scale) { LinearKeyframe(2.0, duration: 0.2, timingCurve: .bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1))); SpringKeyframe(1.0, spring: Spring(response: 0.3, dampingRatio: 0.5)) }
                KeyframeTrack(\\.y) { CubicKeyframe(10.0, duration: 0.3); MoveKeyframe(0.0) }
            }
            """) { Text("Keys").scaleEffect(1.5).offset(y: 4) },
        Case(script: "KeyframeAnimator(initialValue: 0.5, trigger: 1) { v in Color.blue.opacity(v).frame(width: 10, height: 10) } keyframes: { _ in KeyframeTrack { LinearKeyframe(1.0, duration: 1) } }") {
            Color.blue.opacity(0.5).frame(width: 10, height: 10)
        },
        Case(script: "KeyframeAnimator(initialValue: 8.0) { v in Color.blue.frame(width: v, height: v) } keyframes: { _ in KeyframeTrack { LinearKeyframe(20.0, duration: 1) } }") {
            Color.blue.frame(width: 8, height: 8)
        },
        // A timeline shows the date of its first entry: Loom's moment, 9:41.
        Case(script: "TimelineView(.periodic(from: Date(), by: 1)) { context in Text(context.date, style: .time) }") { Text("9:41 AM") },
        Case(script: "TimelineView(.animation(minimumInterval: 0.5, paused: false)) { context in Text(\"\\(Int(context.date.timeIntervalSince(Date())))\") }") { Text("0") },
        // Preferences reach the views that read them.
        Case(script: """
            struct Total: PreferenceKey { static var defaultValue = 0; static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() } }
            struct Sum: View {
                @State var total = 0
                var body: some View { VStack { Text("1").preference(key: Total.self, value: 1); Text("2").preference(key: Total.self, value: 2); Text("sum \\(total)") }.onPreferenceChange(Total.self) { total = $0 } }
            }
            Sum()
            """) { VStack(content: [Text("1"), Text("2"), Text("sum 3")]) },
        Case(script: """
            struct Total: PreferenceKey { static var defaultValue = 0; static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() } }
            HStack { Color.red.frame(width: 20, height: 20).preference(key: Total.self, value: 4); Color.blue.frame(width: 20, height: 20).preference(key: Total.self, value: 5) }
                .overlayPreferenceValue(Total.self, alignment: .topLeading) { v in Text("\\(v)") }
                .backgroundPreferenceValue(Total.self) { v in Color.yellow.frame(width: CGFloat(v) * 6) }
            """) {
            HStack(content: [Color.red.frame(width: 20, height: 20), Color.blue.frame(width: 20, height: 20)])
                .overlay(Text("9"), alignment: .topLeading).background(Color.yellow.frame(width: 54))
        },
        // An anchor is resolved by the geometry proxy of the view that reads it.
        Case(script: """
            struct Mark: PreferenceKey { static var defaultValue: Anchor<CGRect>? = nil; static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() } }
            HStack(spacing: 0) { Color.clear.frame(width: 30, height: 10); Color.red.frame(width: 20, height: 10).anchorPreference(key: Mark.self, value: .bounds) { $0 } }
                .overlayPreferenceValue(Mark.self) { anchor in GeometryReader { proxy in if let anchor { Color.blue.frame(width: proxy[anchor].width, height: 2).offset(x: proxy[anchor].minX, y: proxy[anchor].maxY - 2) } } }
            """) {
            HStack(spacing: 0, content: [Color.clear.frame(width: 30, height: 10), Color.red.frame(width: 20, height: 10)])
                .overlay(Color.blue.frame(width: 20, height: 2).offset(x: 30, y: 8).frame(width: 50, height: 10, alignment: .topLeading))
        },
        Case(script: """
            struct Point: PreferenceKey { static var defaultValue: Anchor<CGPoint>? = nil; static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() } }
            Color.gray.frame(width: 40, height: 20).anchorPreference(key: Point.self, value: .unitPoint(UnitPoint(x: 0.75, y: 0.5))) { $0 }
                .overlayPreferenceValue(Point.self) { anchor in GeometryReader { proxy in if let anchor { Color.red.frame(width: 4, height: 4).offset(x: proxy[anchor].x - 2, y: proxy[anchor].y - 2) } } }
            """) {
            Color.gray.frame(width: 40, height: 20).overlay(Color.red.frame(width: 4, height: 4).offset(x: 28, y: 8).frame(width: 40, height: 20, alignment: .topLeading))
        },
        // A matched follower takes its source's frame.
        Case(script: """
            struct Match: View {
                @Namespace var ns
                var body: some View {
                    HStack(spacing: 20) {
                        Color.red.matchedGeometryEffect(id: "box", in: ns, properties: .frame, isSource: false).frame(width: 20, height: 20)
                        Color.blue.opacity(0.5).matchedGeometryEffect(id: "box", in: ns).frame(width: 60, height: 40)
                    }
                }
            }
            Match()
            """) {
            HStack(spacing: 20, content: [Color.clear.frame(width: 20, height: 20), ZStack(content: [Color.red, Color.blue.opacity(0.5)]).frame(width: 60, height: 40)])
        },
        Case(script: """
            struct Match: View {
                @Namespace var ns
                var body: some View {
                    HStack(spacing: 20) {
                        Color.red.matchedGeometryEffect(id: 1, in: ns, properties: MatchedGeometryProperties.size, anchor: .topLeading, isSource: false).frame(width: 20, height: 20)
                        Color.blue.opacity(0.5).matchedGeometryEffect(id: 1, in: ns).frame(width: 30, height: 40)
                    }
                }
            }
            Match()
            """) {
            HStack(spacing: 20, content: [Color.red.frame(width: 30, height: 40).frame(width: 20, height: 20, alignment: .topLeading), Color.blue.opacity(0.5).frame(width: 30, height: 40)])
        },
        // A canvas draws what the same shapes and views draw there.
        Case(script: "Canvas { context, size in var c = context; c.scaleBy(x: 2, y: 2); c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red)) }.frame(width: 40, height: 30)") {
            Color.red.frame(width: 20, height: 20).frame(width: 40, height: 30, alignment: .topLeading)
        },
        Case(script: "Canvas { context, size in var c = context; c.concatenate(CGAffineTransform(translationX: 10, y: 4)); c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .style(Color.green)) }.frame(width: 40, height: 30)") {
            Color.green.frame(width: 10, height: 10).offset(x: 10, y: 4).frame(width: 40, height: 30, alignment: .topLeading)
        },
        Case(script: "Canvas { context, size in var c = context; c.translateBy(x: 20, y: 0); c.rotate(by: .degrees(90)); c.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(.blue)) }.frame(width: 40, height: 30)") {
            Color.blue.frame(width: 20, height: 10).frame(width: 40, height: 30, alignment: .topLeading)
        },
        // An even-odd clip leaves a ring's hole out.
        Case(script: "Canvas { context, size in var c = context; var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)); ring.addEllipse(in: CGRect(x: 8, y: 8, width: 14, height: 14)); c.clip(to: ring, style: FillStyle(eoFill: true)); c.fill(Path(CGRect(x: 0, y: 0, width: 30, height: 30)), with: .color(.orange)) }.frame(width: 30, height: 30)") {
            Color.orange.frame(width: 30, height: 30).clipShape(Path { $0.addEllipse(in: Rect(x: 0, y: 0, width: 30, height: 30)); $0.addEllipse(in: Rect(x: 8, y: 8, width: 14, height: 14)) }, style: FillStyle(eoFill: true))
        },
        Case(script: "Canvas { context, size in context.draw(Text(\"Hi\"), at: .zero, anchor: .topLeading); context.draw(context.resolve(Image(systemName: \"star.fill\")), in: CGRect(x: 30, y: 0, width: 20, height: 20)) }.frame(width: 60, height: 30)") {
            ZStack(alignment: .topLeading, content: [Color.clear, Text("Hi"), Image(systemName: "star.fill").resizable().frame(width: 20, height: 20).offset(x: 30)]).frame(width: 60, height: 30)
        },
        Case(script: "Canvas { context, size in let t = context.resolve(Text(\"Yo\").bold()); context.draw(t, at: CGPoint(x: 30, y: 15)) }.frame(width: 60, height: 30)") {
            Text("Yo").bold().frame(width: 60, height: 30)
        },
        Case(script: "Canvas { context, size in var c = context; c.opacity = 0.5; c.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red)); c.blendMode = GraphicsContext.BlendMode.multiply; c.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .style(.blue)) }.frame(width: 30, height: 30)") {
            CanvasView { context, _ in
                var c = context
                c.opacity = 0.5
                c.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .style(Color.red))
                c.blendMode = .multiply
                c.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), with: .style(Color.blue))
            }.frame(width: 30, height: 30)
        },
        Case(script: "Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0))) }.frame(width: 40, height: 20)") {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing).frame(width: 40, height: 20)
        },
        Case(script: "Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .radialGradient(Gradient(colors: [.white, .black]), center: CGPoint(x: 20, y: 20), startRadius: 0, endRadius: 20)) }.frame(width: 40, height: 40)") {
            RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20).frame(width: 40, height: 40)
        },
        // A still shows a view as it first appears: its appear, change and task actions run
        // only on an animated picture's clock (LoomUI's `onAppear`).
        Case(script: "struct Appear: View {\n@State var n = 0\nvar body: some View { Text(\"\\(n)\").onAppear { n = 3 }.onDisappear { n = 9 } }\n}\nAppear()") { Text("0") },
        Case(script: "struct Initial: View {\n@State var n = 0\nvar body: some View { Text(\"\\(n)\").onChange(of: 5, initial: true) { old, new in n = new }.onChange(of: 1) { _ in n = 100 } }\n}\nInitial()") { Text("0") },
        Case(script: "struct Loads: View {\n@State var text = \"…\"\nvar body: some View { Text(text).task { text = \"Loaded\" }.task(id: 1, priority: TaskPriority.low) { } }\n}\nLoads()") { Text("…") },
        // A timer has not fired when the picture is taken.
        Case(script: "struct Ticks: View {\n@State var n = 0\nlet timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()\nvar body: some View { Text(\"\\(n)\").onReceive(timer) { _ in n += 1 } }\n}\nTicks()") { Text("0") },
        // The types SwiftUI names in these APIs, written out.
        Case(script: "struct Tap: View {\nvar tap: some Gesture { DragGesture(coordinateSpace: .named(\"card\")).onEnded { _ in } }\nvar body: some View { " + dot + ".gesture(tap).transaction { (t: inout Transaction) in t.animation = nil } }\n}\nTap()") { dotView() },
        Case(script: "let a = Angle.radians(.pi / 6), b = Angle.degrees(45)\nreturn Color.purple.frame(width: 20, height: 10).rotationEffect(a < b ? a : b).padding(10)") {
            Color.purple.frame(width: 20, height: 10).rotationEffect(.radians(.pi / 6)).padding(10)
        },
        Case(script: "TimelineView(.periodic(from: .now, by: 60)) { (context: TimelineView.Context) in Text(context.date, style: .date) }") { Text("January 9, 2007") },
        // A shape's animatable data is read at rest as it is.
        Case(script: "struct Bar: Shape {\nvar w: CGFloat; var h: CGFloat\nvar animatableData: AnimatablePair<CGFloat, CGFloat> { get { AnimatablePair(w, h) } set { w = newValue.first; h = newValue.second } }\nfunc path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: w, height: h)) }\n}\nBar(w: 30, h: 12).fill(Color.red).frame(width: 40, height: 20)") {
            Color.red.frame(width: 30, height: 12).frame(width: 40, height: 20, alignment: .topLeading)
        },
        Case(script: "struct Fixed: Shape {\nvar animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set { } }\nfunc path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }\n}\nFixed().fill(Color.green).frame(width: 30, height: 20)") {
            Ellipse().fill(Color.green).frame(width: 30, height: 20)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c, lastView: true)
    }
}
