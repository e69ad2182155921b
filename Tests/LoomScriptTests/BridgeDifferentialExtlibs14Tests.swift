import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing or wrong in the fourteenth measurement
/// (`extlibs14` repros): each script must draw the pixels of the LoomUI view that states
/// SwiftUI's rule for it.
@Suite("Bridge differential: extlibs14 gaps")
struct BridgeDifferentialExtlibs14Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 01/02: `UIBezierPath` and `CGMutablePath` are classes: a `let` one is built by its
        // methods, and it is a `Path` where one is wanted (ColorSchemeToggleStyle's moon and stars).
        Case(script: """
            struct Moon: Shape {
                func path(in rect: CGRect) -> Path {
                    let disc = UIBezierPath(ovalIn: rect)
                    let bite = UIBezierPath(ovalIn: CGRect(x: rect.midX, y: 0, width: rect.width / 2, height: rect.height / 2))
                    return Path(disc.cgPath).subtracting(Path(bite.cgPath))
                }
            }
            struct Pair: Shape {
                func path(in rect: CGRect) -> Path {
                    let both = CGMutablePath()
                    let square = UIBezierPath()
                    square.move(to: .zero); square.addLine(to: CGPoint(x: 10, y: 0)); square.addLine(to: CGPoint(x: 10, y: 10))
                    square.addLine(to: CGPoint(x: 0, y: 10)); square.close()
                    let spare = UIBezierPath(rect: rect); spare.removeAllPoints(); square.append(spare)
                    square.apply(CGAffineTransform(translationX: 0, y: 0))
                    both.addPath(square.cgPath)
                    both.addEllipse(in: CGRect(x: 20, y: 0, width: 10, height: 10))
                    return Path(both.copy()!)
                }
            }
            HStack { Moon().fill(.indigo).frame(width: 40, height: 40); Pair().fill(.red).frame(width: 30, height: 10) }
            """) {
            HStack(content: [
                Path.ellipse(in: Rect(x: 0, y: 0, width: 40, height: 40))
                    .subtracting(Path.ellipse(in: Rect(x: 20, y: 0, width: 20, height: 20))).fill(Color.indigo).frame(width: 40, height: 40),
                Path { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)); $0.addEllipse(in: Rect(x: 20, y: 0, width: 10, height: 10)) }
                    .fill(Color.red).frame(width: 30, height: 10),
            ])
        },
        // 03: a preference one view sets is that view's value, whatever `reduce` does (an empty
        // `reduce`, as swiftui-flow-layout's height key has, keeps it).
        Case(script: """
            struct Height: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {}
            }
            Color.orange.frame(width: 60, height: 42)
                .preference(key: Height.self, value: 42)
                .overlayPreferenceValue(Height.self) { h in Text("\\(Int(h))") }
            """) {
            Color.orange.frame(width: 60, height: 42).overlay(Text("42"))
        },
        // 05: `Edge.Set` is an option set a library can ask about (Toast's `edges.contains(.top)`).
        Case(script: """
            var edges: Edge.Set = [.top]
            edges.formUnion(.leading)
            var checks = [edges.contains(.top), edges.contains(.leading), !edges.contains(.bottom), !Edge.Set().contains(.top)]
            checks += [edges.isSubset(of: .all), Edge.Set.all.isSuperset(of: edges), edges.isDisjoint(with: .bottom)]
            edges.subtract(.leading); checks.append(edges == .top)
            edges.formIntersection(.vertical); checks.append(edges == .top)
            edges.formSymmetricDifference(.vertical); checks.append(edges == .bottom)
            checks.append(edges.remove(.bottom) == .bottom && edges.isEmpty)
            Text(checks.allSatisfy { $0 } ? "yes" : "no")
            """) {
            Text("yes")
        },
        // 06: a type nested in another (`Wrapper.Item`) does not take over a generic parameter of
        // the same name elsewhere.
        Case(script: """
            struct Wrapper { enum Item { case a } }
            struct Box<Item>: View {
                var item: Item?
                var body: some View { Text(item == nil ? "nil" : "\\(Item.self)") }
            }
            Box(item: 5)
            """) {
            Text("Int")
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }

    /// 04: an `Angle` or `UnitPoint` `@State` set in `onAppear` is in the still, as a `Double` is
    /// (the state's change was missed because both printed alike whatever their value).
    @Test func angleAndUnitPointStateSetOnAppearIsDrawn() throws {
        let r = run("""
            struct Turned: View {
                @State private var angle = Angle.zero
                @State private var anchor = UnitPoint.center
                var body: some View {
                    Rectangle().fill(.blue).frame(width: 40, height: 10)
                        .rotationEffect(angle, anchor: anchor)
                        .frame(width: 60, height: 60)
                        .onAppear { angle = .degrees(90); anchor = .topLeading }
                }
            }
            Turned()
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let scripted = try #require(r.views.first)
        let settled = try #require(try settledEnvironment(scripted))
        let viaScript = try renderImage(scripted, scale: 2, environment: settled)
        let direct = try renderImage(Rectangle().fill(Color.blue).frame(width: 40, height: 10)
            .rotationEffect(.degrees(90), anchor: .topLeading).frame(width: 60, height: 60), scale: 2)
        expectIdenticalPictures(viaScript.bitmap, direct.bitmap, named: "angle-state-on-appear")
    }
}
