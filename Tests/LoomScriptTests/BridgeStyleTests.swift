import Testing
import LoomGraphics
import LoomUI
import LoomTestSupport
@testable import LoomScript

/// Styles, Text modifiers and shapes as scripts write them: each test renders what a block shows.
@Suite("Bridge: styles and text")
struct BridgeStyleTests {
    func render(_ source: String, scale: Double = 1) throws -> RenderedImage {
        let r = run(source)
        #expect(r.errors.isEmpty, "\(r.errors)")
        let view = try #require(r.views.first, "the block showed no view")
        return try LoomUI.renderImage(view, scale: scale)
    }

    /// The colour of the pixel at (x, y) points, as 0–255 bytes.
    func pixel(_ image: RenderedImage, _ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        image.bitmap.pixel(x: Int(x * image.scale), y: Int(y * image.scale))
    }

    /// `extension ProgressViewStyle where Self == RingStyle { static var ring: Self }`, the way
    /// libraries offer their styles: `.progressViewStyle(.ring)` draws what the style itself does.
    @Test func aStyleOfferedAsAStaticMemberOfItsProtocol() throws {
        let style = """
            struct RingStyle: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(Color.blue, lineWidth: 6)
                }
            }
            extension ProgressViewStyle where Self == RingStyle {
                static var ring: Self { .init() }
            }
            """
        let member = try render(style + "\nProgressView(value: 0.4).progressViewStyle(.ring).frame(width: 60, height: 60)")
        let made = try render(style + "\nProgressView(value: 0.4).progressViewStyle(RingStyle()).frame(width: 60, height: 60)")
        expectIdenticalPictures(member.bitmap, made.bitmap, named: "style-static-member")
        #expect(pixel(member, 57, 30).b > 200)  // the ring's right side, drawn in blue
    }

    @Test func textModifiersReturnText() throws {
        // A function declared `-> Text` needs the modifiers to keep a Text, as SwiftUI's do.
        let r = run("""
        func title(_ s: String) -> Text { Text(s).font(.title).fontWeight(.semibold) }
        let parts: [Text] = [title("A"), Text("b").bold().italic().foregroundColor(.red).kerning(1).tracking(2), Text("c").font(.caption).bold(false),
                             Text("d").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))]
        parts[3]
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.first is Text)
    }

    @Test func viewOverloadsStillReachATextWithTheSameName() throws {
        let r = run("""
        VStack {
            Text("a").foregroundStyle(.red, .blue)
            Text("b").foregroundStyle(.red, .blue, .green)
            Text("c").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
        }
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
    }

    @Test func textPlusModifiedText() throws {
        // The bridge declares `Text.+`; operator lookup consults bridged types' static operators.
        let r = run("""
        Text("A").font(.title) + Text("b").bold().foregroundColor(.red)
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect((r.views.first as? Text)?.string == "Ab")
    }

    @Test func gradientForegroundPaintsText() throws {
        let image = try render("""
        Text("MMMMMMMM").font(.largeTitle).fontWeight(.black)
            .foregroundStyle(LinearGradient(colors: [.blue, .red], startPoint: .leading, endPoint: .trailing))
        """, scale: 2)
        // Find inked pixels near each end of the text's middle row.
        let row = Int(image.layoutFrame.midY * image.scale)
        let inked = (0..<image.bitmap.width).filter { image.bitmap.pixel(x: $0, y: row).a > 200 }
        let left = image.bitmap.pixel(x: try #require(inked.first) + 2, y: row)
        let right = image.bitmap.pixel(x: try #require(inked.last) - 2, y: row)
        #expect(left.b > 200 && left.r < 80, "left end is blue: \(left)")
        #expect(right.r > 200 && right.b < 80, "right end is red: \(right)")
    }

    @Test func shapeStyleShorthandsOnAContainer() throws {
        let image = try render("""
        VStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 20)
            Rectangle().frame(width: 40, height: 20)
        }
        .foregroundStyle(.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
        """)
        // Each rectangle has its own gradient: both are light at their top, dark at their bottom.
        for top in [0.0, 20.0] {
            #expect(pixel(image, 20, top + 1).r > 200)
            #expect(pixel(image, 20, top + 19).r < 50)
        }
    }

    @Test func conicEllipticalAndImageShorthands() throws {
        let r = run("""
        HStack {
            Circle().fill(.conicGradient(colors: [.red, .blue], center: .center))
            Circle().fill(.ellipticalGradient(colors: [.red, .blue]))
            Circle().fill(.radialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10))
            Circle().fill(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
            Circle().fill(.image(Image(systemName: "star.fill"), scale: 0.5))
            Circle().fill(ImagePaint(image: Image(systemName: "star.fill"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 0.5), scale: 1))
            Circle().fill(AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], center: .center, angle: .degrees(90)))
            Circle().fill(EllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]))
            Text("x").background(ImagePaint(image: Image(systemName: "star.fill"), scale: 0.5))
        }
        .frame(height: 20)
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.count == 1)
    }

    @Test func unevenRoundedRectangleForms() throws {
        let image = try render("""
        HStack(spacing: 0) {
            UnevenRoundedRectangle(topLeadingRadius: 20, bottomTrailingRadius: 20, style: .circular).fill(.blue)
            UnevenRoundedRectangle(cornerRadii: .init(topTrailing: 20)).strokeBorder(.red, lineWidth: 2)
        }
        .frame(width: 80, height: 40)
        """)
        #expect(pixel(image, 1, 1).a == 0, "rounded top-leading corner is empty")
        #expect(pixel(image, 39, 1).a == 255, "square top-trailing corner is filled")
        #expect(pixel(image, 41, 1).a == 255, "square corner of the stroked border")
        #expect(pixel(image, 79, 1).a == 0, "rounded top-trailing corner of the border")
    }

    @Test func shapeShorthandsAsArguments() throws {
        let image = try render("""
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).clipShape(.rect(topLeadingRadius: 10))
            Color.red.frame(width: 20, height: 20).clipShape(.circle)
            Text("x").background(.yellow, in: .capsule)
            Color.red.frame(width: 20, height: 20).clipShape(.rect(cornerRadius: 4, style: .circular))
            Color.red.frame(width: 20, height: 20).clipShape(.ellipse)
        }
        """)
        #expect(pixel(image, 0.5, 0.5).a == 0, "rounded top-leading corner")
        #expect(pixel(image, 19.5, 0.5).a == 255, "square top-trailing corner")
        #expect(pixel(image, 20.5, 0.5).a == 0, "circle corner")
    }

    @Test func secondaryStyleIsRelativeToTheForeground() throws {
        let image = try render("""
        HStack(spacing: 0) {
            Rectangle().fill(.secondary).frame(width: 10, height: 10)
            Rectangle().foregroundStyle(.secondary).frame(width: 10, height: 10).foregroundStyle(.red)
            Color.secondary.frame(width: 10, height: 10)
        }
        """)
        // Default: the secondary label colour (60, 60, 67 at 60 %); under red: red at 50 %.
        #expect(pixel(image, 5, 5).a == 153)
        let red = pixel(image, 15, 5)
        #expect(red.r == 255 && red.a == 128)
        #expect(pixel(image, 25, 5).a == 153)
    }

    @Test func colorGradientIsLighterAtTheTop() throws {
        // `.blue.gradient` (an implicit member chain) needs the interpreter to infer a chain's base.
        let image = try render("Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 40)")
        let top = pixel(image, 5, 0.5), bottom = pixel(image, 5, 39.5)
        #expect(top.r > bottom.r && top.g > bottom.g)
        #expect(bottom.b == 255 && bottom.r < 10)
    }

    @Test func tintStyleFollowsTheTint() throws {
        let image = try render("""
        HStack(spacing: 0) {
            Rectangle().fill(.tint).frame(width: 10, height: 10)
            Rectangle().foregroundStyle(.tint).frame(width: 10, height: 10).tint(.green)
        }
        """)
        let blue = pixel(image, 5, 5), green = pixel(image, 15, 5)
        #expect(blue.r == 0 && blue.g == 122 && blue.b == 255)
        #expect(green.r == 52 && green.g == 199 && green.b == 89)
    }

    @Test func preferredColorSchemeDarkensThePicture() throws {
        let image = try render("""
        VStack {
            Color.primary.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10).preferredColorScheme(.dark)
        }
        """)
        // The preference of one view applies to the whole picture: primary is white.
        let primary = pixel(image, 5, 5)
        #expect(primary.r == 255 && primary.g == 255 && primary.b == 255)
        let blue = pixel(image, 5, 23)
        #expect(blue.r == 10 && blue.g == 132 && blue.b == 255)
    }
}

extension BridgeStyleTests {
    @Test func scriptShapesDrawInTheirOwnCoordinates() throws {
        // SwiftUI hands path(in:) a rect at the origin; a shape that ignores rect.origin must still
        // land in its frame, here the second of two in a row.
        let image = try render("""
        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 0))
                    p.addLine(to: CGPoint(x: rect.width, y: 0))
                    p.addLine(to: CGPoint(x: 0, y: rect.height))
                    p.closeSubpath()
                }
            }
        }
        HStack(spacing: 0) {
            Color.clear.frame(width: 20, height: 20)
            Wedge().fill(.red).frame(width: 20, height: 20)
        }
        """)
        #expect(pixel(image, 22, 2).a == 255, "the wedge's corner is at the second frame's top-leading corner")
        #expect(pixel(image, 2, 2).a == 0, "nothing is drawn in the first frame")
    }
}
