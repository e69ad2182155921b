import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// Shapes and paths through the bridge: every built-in shape and its shorthands, strokes with
/// their styles, the shape modifiers (trim, inset, rotation, scale, offset, boolean operations),
/// and paths built element by element, from CoreGraphics values and transforms. Each script must
/// draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: shapes and paths")
struct BridgeDifferentialShapeTests {
    typealias Case = BridgeCase

    /// `shape` stroked blue 3 pt wide in a 60×40 frame with room around it.
    static func outlined(_ shape: any LoomUI.Shape) -> any ViewNode { shape.stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40).padding(4) }
    static let outline = ".stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40).padding(4)"

    static let cases: [Case] = [
        // The shapes
        Case(script: "Ellipse().fill(Color.orange).frame(width: 50, height: 24)") { Ellipse().fill(Color.orange).frame(width: 50, height: 24) },
        Case(script: "Capsule(style: .circular)" + outline) { outlined(Capsule()) },
        Case(script: "RoundedRectangle(cornerSize: CGSize(width: 20, height: 8), style: .circular)" + outline) {
            outlined(RoundedRectangle(cornerSize: Size(width: 20, height: 8), style: .circular))
        },
        Case(script: "RoundedRectangle(cornerRadius: 12, style: RoundedCornerStyle.continuous)" + outline) { outlined(RoundedRectangle(cornerRadius: 12, style: .continuous)) },
        Case(script: "UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 6, style: .circular)" + outline) {
            outlined(UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 6, style: .circular))
        },
        Case(script: "UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 2, bottomLeading: 8, bottomTrailing: 14, topTrailing: 20))" + outline) {
            outlined(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 2, bottomLeading: 8, bottomTrailing: 14, topTrailing: 20)))
        },
        // iOS 17's shorthands, as a clip, a background and a fill.
        Case(script: "Color.red.frame(width: 60, height: 40).clipShape(.rect(cornerRadii: .init(topLeading: 20, bottomTrailing: 20)))") {
            Color.red.frame(width: 60, height: 40).clipShape(UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 20)))
        },
        Case(script: "Color.red.frame(width: 60, height: 40).clipShape(.rect(topLeadingRadius: 4, topTrailingRadius: 18))") {
            Color.red.frame(width: 60, height: 40).clipShape(UnevenRoundedRectangle(topLeadingRadius: 4, topTrailingRadius: 18))
        },
        Case(script: "Color.red.frame(width: 60, height: 40).clipShape(.rect(cornerSize: CGSize(width: 24, height: 10)))") {
            Color.red.frame(width: 60, height: 40).clipShape(RoundedRectangle(cornerSize: Size(width: 24, height: 10)))
        },
        Case(script: "HStack { Text(\"A\").padding(6).background(.yellow, in: .circle); Text(\"B\").padding(6).background(.yellow, in: .ellipse); Text(\"C\").padding(6).background(.yellow, in: .capsule); Text(\"D\").padding(6).background(.yellow, in: .rect) }") {
            HStack(content: [Text("A").padding(6).background(Color.yellow, in: Circle()), Text("B").padding(6).background(Color.yellow, in: Ellipse()),
                             Text("C").padding(6).background(Color.yellow, in: Capsule()), Text("D").padding(6).background(Color.yellow, in: Rectangle())])
        },
        // A type-erased shape is the shape it wraps.
        Case(script: "let round = true\nAnyShape(round ? AnyShape(Circle()) : AnyShape(Rectangle())).fill(Color.green).frame(width: 30, height: 30)") {
            Circle().fill(Color.green).frame(width: 30, height: 30)
        },
        // Fills and strokes with their styles.
        Case(script: "Circle().fill(Color.red, style: FillStyle(eoFill: true, antialiased: false)).frame(width: 20, height: 20)") {
            Circle().fill(Color.red, style: FillStyle(eoFill: true, antialiased: false)).frame(width: 20, height: 20)
        },
        Case(script: "Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 2, dash: [6, 3], dashPhase: 2)).frame(width: 50, height: 30).padding(4)") {
            Rectangle().stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 2, dash: [6, 3], dashPhase: 2))
                .frame(width: 50, height: 30).padding(4)
        },
        Case(script: "Path { p in p.move(to: CGPoint(x: 5, y: 30)); p.addLine(to: CGPoint(x: 25, y: 5)); p.addLine(to: CGPoint(x: 45, y: 30)) }.stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: CGLineCap.square, lineJoin: CGLineJoin.round)).frame(width: 50, height: 40)") {
            Path { $0.move(to: Point(x: 5, y: 30)); $0.addLine(to: Point(x: 25, y: 5)); $0.addLine(to: Point(x: 45, y: 30)) }
                .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .round)).frame(width: 50, height: 40)
        },
        Case(script: "Circle().stroke(lineWidth: 5).foregroundColor(.purple).frame(width: 30, height: 30).padding(3)") {
            Circle().stroke(lineWidth: 5).foregroundColor(.purple).frame(width: 30, height: 30).padding(3)
        },
        Case(script: "Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4])).frame(width: 30, height: 30).padding(3)") {
            Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4])).frame(width: 30, height: 30).padding(3)
        },
        // A border stroke stays inside the frame.
        Case(script: "Circle().strokeBorder(Color.red, lineWidth: 6).frame(width: 30, height: 30)") { Circle().strokeBorder(Color.red, lineWidth: 6).frame(width: 30, height: 30) },
        Case(script: "RoundedRectangle(cornerRadius: 8).strokeBorder(.orange, style: StrokeStyle(lineWidth: 4, dash: [5, 2])).frame(width: 50, height: 30)") {
            RoundedRectangle(cornerRadius: 8).strokeBorder(Color.orange, style: StrokeStyle(lineWidth: 4, dash: [5, 2])).frame(width: 50, height: 30)
        },
        // iOS 17: a filled shape's own stroke draws over the fill.
        Case(script: "Circle().fill(Color.yellow).stroke(Color.red, lineWidth: 4).frame(width: 30, height: 30).padding(3)") {
            Circle().fill(Color.yellow).stroke(Color.red, lineWidth: 4).frame(width: 30, height: 30).padding(3)
        },
        Case(script: "Capsule().fill(Color.mint).stroke(.black, style: StrokeStyle(lineWidth: 2, dash: [3])).frame(width: 50, height: 20).padding(3)") {
            Capsule().fill(Color.mint).stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [3])).frame(width: 50, height: 20).padding(3)
        },
        // Shape modifiers
        Case(script: "Circle().trim(from: 0.1, to: 0.65)" + outline) { outlined(Circle().trim(from: 0.1, to: 0.65)) },
        Case(script: "Circle().inset(by: 8)" + outline) { outlined(Circle().inset(by: 8)) },
        Case(script: "Rectangle().rotation(.degrees(20), anchor: .topLeading)" + outline) { outlined(Rectangle().rotation(.degrees(20), anchor: .topLeading)) },
        Case(script: "Rectangle().scale(0.5, anchor: .bottomTrailing)" + outline) { outlined(Rectangle().scale(0.5, anchor: .bottomTrailing)) },
        Case(script: "Rectangle().scale(x: 0.5, y: 0.8)" + outline) { outlined(Rectangle().scale(x: 0.5, y: 0.8)) },
        Case(script: "Circle().offset(x: 6, y: -4)" + outline) { outlined(Circle().offset(x: 6, y: -4)) },
        Case(script: "Circle().offset(CGSize(width: -5, height: 3))" + outline) { outlined(Circle().offset(x: -5, y: 3)) },
        // Boolean operations on shapes (iOS 17) and on paths.
        Case(script: "Circle().union(Rectangle().offset(x: 20)).fill(Color.blue).frame(width: 40, height: 30)") {
            Circle().union(Rectangle().offset(x: 20)).fill(Color.blue).frame(width: 40, height: 30)
        },
        Case(script: "Circle().intersection(Rectangle().offset(x: 15), eoFill: true).fill(Color.blue).frame(width: 40, height: 30)") {
            Circle().intersection(Rectangle().offset(x: 15), eoFill: true).fill(Color.blue).frame(width: 40, height: 30)
        },
        Case(script: "Rectangle().subtracting(Circle().inset(by: 5)).fill(Color.blue).frame(width: 40, height: 30)") {
            Rectangle().subtracting(Circle().inset(by: 5)).fill(Color.blue).frame(width: 40, height: 30)
        },
        Case(script: "Circle().symmetricDifference(Circle().offset(x: 12)).fill(Color.blue).frame(width: 40, height: 30)") {
            Circle().symmetricDifference(Circle().offset(x: 12)).fill(Color.blue).frame(width: 40, height: 30)
        },
        Case(script: "Rectangle().stroke(lineWidth: 4).lineIntersection(Circle()).stroke(Color.red).frame(width: 40, height: 30)") {
            Rectangle().stroke(lineWidth: 4).lineIntersection(Circle()).stroke(Color.red).frame(width: 40, height: 30)
        },
        Case(script: "Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 40, y: 30)) }.lineSubtracting(Circle().path(in: CGRect(x: 10, y: 5, width: 20, height: 20))).stroke(Color.red, lineWidth: 2).frame(width: 40, height: 30)") {
            Path { $0.move(to: .zero); $0.addLine(to: Point(x: 40, y: 30)) }.lineSubtracting(Circle().path(in: Rect(x: 10, y: 5, width: 20, height: 20)))
                .stroke(Color.red, lineWidth: 2).frame(width: 40, height: 30)
        },
        Case(script: "let a = Path(CGRect(x: 0, y: 0, width: 30, height: 30))\nlet b = Path(ellipseIn: CGRect(x: 10, y: 10, width: 30, height: 20))\nHStack { a.union(b).fill(Color.red); a.intersection(b, using: .evenOdd).fill(Color.green); a.subtracting(b).fill(Color.blue); a.symmetricDifference(b).fill(Color.orange) }.frame(width: 180, height: 40)") {
            let a = Path.rect(Rect(x: 0, y: 0, width: 30, height: 30)), b = Path.ellipse(in: Rect(x: 10, y: 10, width: 30, height: 20))
            return HStack(content: [a.union(b).fill(Color.red), a.intersection(b, eoFill: true).fill(Color.green), a.subtracting(b).fill(Color.blue),
                                    a.symmetricDifference(b).fill(Color.orange)]).frame(width: 180, height: 40)
        },
        Case(script: "var p = Path()\np.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))\np.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))\nreturn p.normalized(eoFill: true).fill(Color.purple).frame(width: 40, height: 40)") {
            Path { $0.addEllipse(in: Rect(x: 0, y: 0, width: 40, height: 40)); $0.addEllipse(in: Rect(x: 10, y: 10, width: 20, height: 20)) }
                .normalized(eoFill: true).fill(Color.purple).frame(width: 40, height: 40)
        },
        // Paths built element by element.
        Case(script: "Path { p in p.move(to: CGPoint(x: 0, y: 40)); p.addQuadCurve(to: CGPoint(x: 60, y: 40), control: CGPoint(x: 30, y: -20)); p.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 40, y: 60), control2: CGPoint(x: 20, y: 20)); p.closeSubpath() }.fill(Color.teal).frame(width: 60, height: 60)") {
            Path {
                $0.move(to: Point(x: 0, y: 40)); $0.addQuadCurve(to: Point(x: 60, y: 40), control: Point(x: 30, y: -20))
                $0.addCurve(to: Point(x: 0, y: 40), control1: Point(x: 40, y: 60), control2: Point(x: 20, y: 20)); $0.closeSubpath()
            }.fill(Color.teal).frame(width: 60, height: 60)
        },
        Case(script: "Path { p in p.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 10, y: 30)]); p.addRects([CGRect(x: 35, y: 0, width: 10, height: 10), CGRect(x: 35, y: 20, width: 10, height: 10)]) }.stroke(Color.black).frame(width: 50, height: 32)") {
            Path {
                $0.addLines([Point(x: 0, y: 0), Point(x: 30, y: 10), Point(x: 10, y: 30)])
                $0.addRect(Rect(x: 35, y: 0, width: 10, height: 10)); $0.addRect(Rect(x: 35, y: 20, width: 10, height: 10))
            }.stroke(Color.black).frame(width: 50, height: 32)
        },
        Case(script: "Path { p in p.addArc(center: CGPoint(x: 30, y: 30), radius: 25, startAngle: .degrees(0), endAngle: .degrees(135), clockwise: false); p.addLine(to: CGPoint(x: 30, y: 30)) }.stroke(Color.red, lineWidth: 2).frame(width: 60, height: 60)") {
            Path { $0.addArc(center: Point(x: 30, y: 30), radius: 25, startAngle: 0, endAngle: 135 * .pi / 180, clockwise: false); $0.addLine(to: Point(x: 30, y: 30)) }
                .stroke(Color.red, lineWidth: 2).frame(width: 60, height: 60)
        },
        Case(script: "Path { p in p.move(to: CGPoint(x: 0, y: 50)); p.addArc(tangent1End: CGPoint(x: 0, y: 0), tangent2End: CGPoint(x: 50, y: 0), radius: 20); p.addLine(to: CGPoint(x: 50, y: 0)) }.stroke(Color.blue, lineWidth: 2).frame(width: 52, height: 52)") {
            Path { $0.move(to: Point(x: 0, y: 50)); $0.addArc(tangent1End: Point(x: 0, y: 0), tangent2End: Point(x: 50, y: 0), radius: 20); $0.addLine(to: Point(x: 50, y: 0)) }
                .stroke(Color.blue, lineWidth: 2).frame(width: 52, height: 52)
        },
        Case(script: "Path { p in p.move(to: CGPoint(x: 30, y: 30)); p.addRelativeArc(center: CGPoint(x: 30, y: 30), radius: 25, startAngle: .degrees(-90), delta: .degrees(120)); p.closeSubpath() }.fill(Color.orange).frame(width: 60, height: 60)") {
            Path { $0.move(to: Point(x: 30, y: 30)); $0.addRelativeArc(center: Point(x: 30, y: 30), radius: 25, startAngle: -.pi / 2, delta: 120 * .pi / 180); $0.closeSubpath() }
                .fill(Color.orange).frame(width: 60, height: 60)
        },
        // The transform moves the arc, and the line that joins it, as CoreGraphics does.
        Case(script: "Path { p in p.move(to: CGPoint(x: 5, y: 5)); p.addRelativeArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .zero, delta: .degrees(180), transform: CGAffineTransform(scaleX: 2, y: 1)) }.stroke(Color.red, lineWidth: 2).frame(width: 80, height: 40)") {
            Path { $0.move(to: Point(x: 5, y: 5)); $0.addRelativeArc(center: Point(x: 20, y: 20), radius: 15, startAngle: 0, delta: .pi, transform: Transform(scaleX: 2, y: 1)) }.stroke(Color.red, lineWidth: 2).frame(width: 80, height: 40)
        },
        // SwiftUI's rounded rectangles in a path have continuous corners unless told otherwise.
        Case(script: "Path(roundedRect: CGRect(x: 2, y: 2, width: 56, height: 36), cornerRadius: 14).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)") {
            RoundedRectangle(cornerRadius: 14, style: .continuous).path(in: Rect(x: 2, y: 2, width: 56, height: 36)).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)
        },
        Case(script: "Path(roundedRect: CGRect(x: 2, y: 2, width: 56, height: 36), cornerRadius: 14, style: .circular).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)") {
            Path.roundedRect(Rect(x: 2, y: 2, width: 56, height: 36), cornerRadius: 14).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)
        },
        Case(script: "Path(roundedRect: CGRect(x: 2, y: 2, width: 56, height: 36), cornerSize: CGSize(width: 14, height: 14)).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)") {
            RoundedRectangle(cornerRadius: 14).path(in: Rect(x: 2, y: 2, width: 56, height: 36)).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)
        },
        Case(script: "Path { p in p.addRoundedRect(in: CGRect(x: 2, y: 2, width: 56, height: 36), cornerSize: CGSize(width: 12, height: 12)) }.stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)") {
            RoundedRectangle(cornerRadius: 12).path(in: Rect(x: 2, y: 2, width: 56, height: 36)).stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)
        },
        Case(script: "Path { p in p.addRoundedRect(in: CGRect(x: 2, y: 2, width: 28, height: 36), cornerSize: CGSize(width: 12, height: 12), style: .circular, transform: CGAffineTransform(scaleX: 2, y: 1)) }.stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)") {
            Path { $0.addRoundedRect(in: Rect(x: 2, y: 2, width: 28, height: 36), cornerSize: Size(width: 12, height: 12)) }.applying(Transform(scaleX: 2, y: 1))
                .stroke(Color.blue, lineWidth: 3).frame(width: 60, height: 40)
        },
        Case(script: "Path { p in p.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20), transform: CGAffineTransform(translationX: 30, y: 5)); p.addPath(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), transform: CGAffineTransform(rotationAngle: .pi / 8)) }.fill(Color.red).frame(width: 60, height: 30)") {
            Path {
                $0.addPath(Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 20)).applying(Transform(translationX: 30, y: 5)))
                $0.addPath(Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)).applying(Transform(rotation: .pi / 8)))
            }.fill(Color.red).frame(width: 60, height: 30)
        },
        Case(script: "let base = Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10))\nreturn Path { p in p.addPath(base); p.addPath(base.offsetBy(dx: 25, dy: 0)); p.addPath(base.applying(CGAffineTransform(translationX: 0, y: 15).rotated(by: 0.2).translatedBy(x: 2, y: 0))) }.fill(Color.green).frame(width: 50, height: 35)") {
            let base = Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 10))
            return Path {
                $0.addPath(base); $0.addPath(base.applying(Transform(translationX: 25, y: 0)))
                $0.addPath(base.applying(Transform(translationX: 0, y: 15).rotated(by: 0.2).translatedBy(x: 2, y: 0)))
            }.fill(Color.green).frame(width: 50, height: 35)
        },
        Case(script: "let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))\nreturn Path(CGRect(x: 0, y: 0, width: 10, height: 10)).applying(t).applying(t.inverted()).applying(t).fill(Color.blue).frame(width: 40, height: 30)") {
            let t = Transform(scaleX: 2, y: 2).concatenating(Transform(translationX: 10, y: 0))
            return Path.rect(Rect(x: 0, y: 0, width: 10, height: 10)).applying(t).fill(Color.blue).frame(width: 40, height: 30)
        },
        Case(script: "Path(ellipseIn: CGRect(x: 4, y: 4, width: 40, height: 30)).strokedPath(StrokeStyle(lineWidth: 6, dash: [8, 4])).fill(Color.pink).frame(width: 48, height: 38)") {
            Path.ellipse(in: Rect(x: 4, y: 4, width: 40, height: 30)).stroked(StrokeStyle(lineWidth: 6, dash: [8, 4])).fill(Color.pink).frame(width: 48, height: 38)
        },
        Case(script: "Path(ellipseIn: CGRect(x: 4, y: 4, width: 40, height: 30)).trimmedPath(from: 0.2, to: 0.7).stroke(Color.indigo, lineWidth: 3).frame(width: 48, height: 38)") {
            Path.ellipse(in: Rect(x: 4, y: 4, width: 40, height: 30)).trimmed(from: 0.2, to: 0.7).stroke(Color.indigo, lineWidth: 3).frame(width: 48, height: 38)
        },
        // Walking a path's elements rebuilds it: each element is the one SwiftUI names.
        Case(script: """
            let source = Path { p in p.move(to: CGPoint(x: 0, y: 30)); p.addLine(to: CGPoint(x: 20, y: 0)); p.addQuadCurve(to: CGPoint(x: 40, y: 30), control: CGPoint(x: 40, y: 0)); p.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 30, y: 40), control2: CGPoint(x: 10, y: 40)); p.closeSubpath() }
            var copy = Path()
            source.forEach { (element: Path.Element) in
                switch element {
                case .move(let to): copy.move(to: to)
                case .line(let to): copy.addLine(to: to)
                case .quadCurve(let to, let control): copy.addQuadCurve(to: to, control: control)
                case .curve(let to, let c1, let c2): copy.addCurve(to: to, control1: c1, control2: c2)
                case .closeSubpath: copy.closeSubpath()
                }
            }
            copy.fill(Color.orange).frame(width: 40, height: 40)
            """) {
            Path {
                $0.move(to: Point(x: 0, y: 30)); $0.addLine(to: Point(x: 20, y: 0)); $0.addQuadCurve(to: Point(x: 40, y: 30), control: Point(x: 40, y: 0))
                $0.addCurve(to: Point(x: 0, y: 30), control1: Point(x: 30, y: 40), control2: Point(x: 10, y: 40)); $0.closeSubpath()
            }.fill(Color.orange).frame(width: 40, height: 40)
        },
        // CoreGraphics rectangles, as path geometry.
        Case(script: "let r = CGRect(x: 0, y: 0, width: 40, height: 30)\nlet (left, right) = r.divided(atDistance: 15, from: .minXEdge)\nreturn Path { p in p.addRect(left.insetBy(dx: 2, dy: 2)); p.addRect(right.offsetBy(dx: 4, dy: 0).intersection(r)); if r.intersects(left) { p.addRect(left.union(CGRect(x: 0, y: 28, width: 40, height: 2))) } }.stroke(Color.red).frame(width: 44, height: 32)") {
            Path {
                $0.addRect(Rect(x: 2, y: 2, width: 11, height: 26)); $0.addRect(Rect(x: 19, y: 0, width: 21, height: 30))
                $0.addRect(Rect(x: 0, y: 0, width: 40, height: 30))
            }.stroke(Color.red).frame(width: 44, height: 32)
        },
        // A script shape's path drawn from another's.
        Case(script: "struct Half: Shape { func path(in rect: CGRect) -> Path { Circle().path(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height)) } }\nHalf().fill(Color.blue).frame(width: 40, height: 20)") {
            Circle().fill(Color.blue).frame(width: 20, height: 20).frame(width: 40, height: 20, alignment: .leading)
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
