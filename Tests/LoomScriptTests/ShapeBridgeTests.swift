import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// A script shape's own `sizeThatFits(_:)`, `Path.Element`/`forEach`, and iOS 17's boolean
/// operations on paths and shapes, checked against the same views built with LoomUI directly.
@Suite("Bridge: shape sizing, path elements, boolean operations")
struct ShapeBridgeTests {
    typealias Case = BridgeCase

    /// A circle in a square frame of the shorter side: what a script's `sizeThatFits` below answers.
    static func squareShape() -> ClosureShape {
        var shape = ClosureShape(name: "Dot") { rect in Path.ellipse(in: rect) }
        shape.sizing = { proposal in
            let size = proposal.replacingUnspecifiedDimensions()
            return Size(width: min(size.width, size.height), height: min(size.width, size.height))
        }
        return shape
    }

    static let dot = """
        struct Dot: Shape {
            func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
            func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
                let size = proposal.replacingUnspecifiedDimensions()
                return CGSize(width: min(size.width, size.height), height: min(size.width, size.height))
            }
        }

        """

    static let cases: [Case] = [
        // Offered 40 × 20 by the frame, the shape takes 20 × 20 (a greedy shape would take 40 × 20).
        Case(script: dot + "Dot().fill(Color.blue).border(Color.red).frame(width: 40, height: 20)") {
            squareShape().fill(Color.blue).border(Color.red).frame(width: 40, height: 20)
        },
        // In a stack the shape's answer decides how much room it leaves its neighbour.
        Case(script: dot + "HStack(spacing: 0) { Dot(); Color.green }.frame(width: 60, height: 20)") {
            HStack(spacing: 0, content: [squareShape(), Color.green]).frame(width: 60, height: 20)
        },
        // Stroked and inset, it still sizes itself.
        Case(script: dot + "Dot().stroke(Color.orange, lineWidth: 2).frame(width: 30, height: 16)") {
            squareShape().stroke(Color.orange, lineWidth: 2).frame(width: 30, height: 16)
        },
        Case(script: "Circle().subtracting(Circle().scale(0.5)).fill(Color.red).frame(width: 40, height: 40)") {
            Circle().subtracting(Circle().scale(0.5)).fill(Color.red).frame(width: 40, height: 40)
        },
        Case(script: "Rectangle().symmetricDifference(Circle(), eoFill: true).fill(Color.purple).frame(width: 30, height: 20)") {
            Rectangle().symmetricDifference(Circle(), eoFill: true).fill(Color.purple).frame(width: 30, height: 20)
        },
        Case(script: "Path(CGRect(x: 0, y: 0, width: 20, height: 20)).union(Path(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20))).fill(Color.blue).frame(width: 30, height: 30)") {
            Path.rect(Rect(x: 0, y: 0, width: 20, height: 20)).union(.ellipse(in: Rect(x: 10, y: 10, width: 20, height: 20)))
                .fill(Color.blue).frame(width: 30, height: 30)
        },
        Case(script: "Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30)).lineIntersection(Path(CGRect(x: 0, y: 0, width: 15, height: 30))).stroke(Color.green, lineWidth: 3).frame(width: 30, height: 30)") {
            Path.ellipse(in: Rect(x: 0, y: 0, width: 30, height: 30)).lineIntersection(.rect(Rect(x: 0, y: 0, width: 15, height: 30)))
                .stroke(Color.green, lineWidth: 3).frame(width: 30, height: 30)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        let r = run(c.script)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let scripted = try #require(r.views.last)
        let viaScript = try LoomUI.renderImage(scripted, scale: 2)
        let direct = try LoomUI.renderImage(c.view(), scale: 2)
        #expect(viaScript.size == direct.size)
        #expect(viaScript.frames == direct.frames)
        #expect(viaScript.bitmap.rgbaBytes() == direct.bitmap.rgbaBytes(), "the script's picture differs from LoomUI's")
    }

    @Test func aScriptShapeIsSizedByItsOwnAnswer() throws {
        let r = run(Self.dot + "VStack(spacing: 0) { Dot().frame(maxWidth: 50) }.frame(width: 50, height: 80)")
        #expect(r.errors.isEmpty, "\(r.errors)")
        let image = try LoomUI.renderImage(try #require(r.views.last), scale: 1)
        #expect(image.frames.contains { $0.name == "ClosureShape" && $0.frame == Rect(x: 0, y: 15, width: 50, height: 50) }, "\(image.frames)")
    }

    @Test func aFailingSizeThatFitsIsReported() throws {
        let r = run("""
            struct Broken: Shape {
                func path(in rect: CGRect) -> Path { Path(rect) }
                func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError("no size") }
            }
            Broken().frame(width: 10, height: 10)
            """)
        let view = try #require(r.views.last)
        #expect(throws: (any Error).self) { try LoomUI.renderImage(view, scale: 1) }
    }

    @Test func proposedViewSizeAndBuiltInShapesAnswer() {
        let r = run("""
            let p = ProposedViewSize(width: 50, height: nil)
            print(p.width ?? -1.0, p.height ?? -1.0, p.replacingUnspecifiedDimensions(), Circle().sizeThatFits(p))
            print(Rectangle().sizeThatFits(.unspecified), Capsule().sizeThatFits(ProposedViewSize(CGSize(width: 3, height: 4))))
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "50.0 -1.0 (50.0, 10.0) (10.0, 10.0)\n(10.0, 10.0) (3.0, 4.0)\n")
    }

    @Test func pathElementsMatchTheirCases() {
        let r = run("""
            var path = Path()
            path.move(to: CGPoint(x: 1, y: 2))
            path.addLine(to: CGPoint(x: 3, y: 4))
            path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 7, y: 8))
            path.addCurve(to: CGPoint(x: 9, y: 10), control1: CGPoint(x: 11, y: 12), control2: CGPoint(x: 13, y: 14))
            path.closeSubpath()
            var elements = [Path.Element]()
            path.forEach { elements.append($0) }
            for element in elements {
                switch element {
                case .move(let to): print("move", to.x)
                case .line(to: let to): print("line", to.y)
                case .quadCurve(let to, let control): print("quad", to.x, control.y)
                case .curve(let to, _, let control2): print("curve", to.x, control2.x)
                case .closeSubpath: print("close")
                }
            }
            print(elements.first == .move(to: CGPoint(x: 1, y: 2)), elements.last == Path.Element.closeSubpath)
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "move 1.0\nline 4.0\nquad 5.0 8.0\ncurve 9.0 13.0\nclose\ntrue true\n")
    }

    @Test func pathQueriesAndCoreGraphicsSpellings() {
        let r = run("""
            let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            let b = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
            print(a.contains(CGPoint(x: 7, y: 7)), a.subtracting(b).contains(CGPoint(x: 7, y: 7)), a.union(b).boundingRect)
            print(a.cgPath.subtracting(b.cgPath, using: .evenOdd).boundingRect, Path(a.cgPath.intersection(b.cgPath)).boundingRect)
            print(a.contains(CGPoint(x: 12, y: 2), using: .winding, transform: CGAffineTransform(translationX: 5, y: 0)))
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "true false (0.0, 0.0, 15.0, 15.0)\n(0.0, 0.0, 10.0, 10.0) (5.0, 5.0, 5.0, 5.0)\ntrue\n")
    }
}

/// `matchedGeometryEffect` through the bridge draws what LoomUI draws.
@Suite struct MatchedGeometryBridgeTests {
    @Test func aFollowerDrawsInItsSourcesFrame() throws {
        let r = run("""
            let ns = Namespace().wrappedValue
            HStack(spacing: 20) {
                Color.red.matchedGeometryEffect(id: 1, in: ns, properties: .frame, anchor: .center, isSource: false).frame(width: 20, height: 20)
                Color.blue.matchedGeometryEffect(id: 1, in: ns).frame(width: 60, height: 40)
            }
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let ns = NamespaceID("namespace")
        let direct = HStack(spacing: 20, content: [
            Color.red.matchedGeometryEffect(id: "1", in: ns, isSource: false).frame(width: 20, height: 20),
            Color.blue.matchedGeometryEffect(id: "1", in: ns).frame(width: 60, height: 40),
        ])
        let viaScript = try renderImage(try #require(r.views.last), scale: 2), loom = try renderImage(direct, scale: 2)
        #expect(viaScript.frames == loom.frames)
        #expect(viaScript.bitmap.rgbaBytes() == loom.bitmap.rgbaBytes())
    }
}
