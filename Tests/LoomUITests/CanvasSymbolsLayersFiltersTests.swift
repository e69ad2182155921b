import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// A canvas's symbols, layers and filters (SwiftUI's iOS 15 `Canvas(…renderer:symbols:)`,
/// `resolveSymbol(id:)`, `drawLayer(content:)`, `addFilter(_:options:)`), drawn at 1× on a
/// 100 × 100 pt canvas and read pixel by pixel.
@Suite struct CanvasSymbolsLayersFiltersTests {
    func draw(_ canvas: CanvasView) throws -> Bitmap {
        try renderImage(canvas.frame(width: 100, height: 100), scale: 1).bitmap
    }

    static let red = (r: UInt8(255), g: UInt8(59), b: UInt8(48))

    func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.a == 255 && p.r == Self.red.r && p.g == Self.red.g && p.b == Self.red.b
    }

    // MARK: Symbols

    @Test func aSymbolIsDrawnAtItsSizeWhereAsked() throws {
        let canvas = CanvasView(renderer: { context, _ in
            guard let disc = context.resolveSymbol(id: 1) else { throw RenderError("symbol 1 not found") }
            context.draw(disc, at: Point(x: 30, y: 70))
            context.draw(disc, at: Point(x: 60, y: 10), anchor: .topLeading)
        }, symbols: Circle().fill(Color.red).frame(width: 40, height: 40).tag(1))
        let image = try draw(canvas)
        // Centred on (30, 70), 20 pt in radius.
        #expect(isRed(image.pixel(x: 30, y: 70)) && isRed(image.pixel(x: 30, y: 52)) && isRed(image.pixel(x: 47, y: 70)))
        #expect(image.pixel(x: 30, y: 45).a == 0 && image.pixel(x: 50, y: 50).a == 0)
        // Its top-leading corner on (60, 10): the disc spans 60…100 × 10…50.
        #expect(isRed(image.pixel(x: 80, y: 30)) && image.pixel(x: 80, y: 55).a == 0)
        // The symbols view itself is not drawn: nothing at the canvas's top-leading corner.
        #expect(image.pixel(x: 5, y: 5).a == 0)
    }

    enum Kind: Hashable { case a, b }

    @Test func symbolsAreFoundByTheirTagsThroughModifiersOnly() throws {
        let uuid = UUID()
        var sizes: [String: Size] = [:]
        var missing: [String] = []
        let canvas = CanvasView(renderer: { context, _ in
            let ids: [(String, AnyHashable)] = [("int", 1), ("string", "dot"), ("uuid", uuid), ("enum", Kind.b), ("other enum", Kind.a),
                                                ("unknown", 99), ("int as a string", "1"), ("inside a stack", "inside"), ("outer tag", 3), ("inner tag", 2)]
            for (name, id) in ids {
                if let symbol = context.resolveSymbol(id: id) { sizes[name] = symbol.size } else { missing.append(name) }
            }
        }, symbols: Group(content: [
            Color.red.frame(width: 40, height: 20).tag(1),
            // A tag travels up through modifiers, as SwiftUI's traits do; the size is the ideal one.
            Circle().frame(width: 10, height: 10).tag("dot").blur(radius: 2).padding(3),
            VStack(content: [Color.blue.frame(width: 5, height: 5).tag("inside")]),
            Text("untagged"),
            Color.green.frame(width: 7, height: 7).tag(uuid),
            Color.green.frame(width: 8, height: 8).tag(Kind.b),
            Color.green.frame(width: 9, height: 9).tag(2).tag(3),
        ]))
        _ = try draw(canvas)
        #expect(sizes["int"] == Size(width: 40, height: 20))
        #expect(sizes["string"] == Size(width: 16, height: 16))
        #expect(sizes["uuid"] == Size(width: 7, height: 7))
        #expect(sizes["enum"] == Size(width: 8, height: 8))
        #expect(sizes["outer tag"] == Size(width: 9, height: 9))
        #expect(Set(missing) == ["other enum", "unknown", "int as a string", "inside a stack", "inner tag"])
    }

    @Test func aSymbolDrawnInARectIsStretchedToFillIt() throws {
        let canvas = CanvasView(renderer: { context, _ in
            guard let bar = context.resolveSymbol(id: 0) else { throw RenderError("symbol 0 not found") }
            context.draw(bar, in: Rect(x: 10, y: 10, width: 40, height: 40))
        }, symbols: Color.red.frame(width: 20, height: 10).tag(0))
        let image = try draw(canvas)
        #expect(isRed(image.pixel(x: 11, y: 11)) && isRed(image.pixel(x: 48, y: 48)))
        #expect(image.pixel(x: 5, y: 5).a == 0 && image.pixel(x: 52, y: 30).a == 0 && image.pixel(x: 30, y: 52).a == 0)
    }

    // MARK: Alpha threshold and layers

    /// The repro's second block: a blue disc 40 pt wide, blurred by 4 pt inside a layer, cut at
    /// 1 % opacity by the outer context's threshold.
    @Test func theThresholdOfABlurredDiscIsASolidWiderDisc() throws {
        let canvas = CanvasView { context, _ in
            context.addFilter(.alphaThreshold(min: 0.01))
            try context.drawLayer { layer in
                layer.addFilter(.blur(radius: 4))
                layer.fill(.ellipse(in: Rect(x: 30, y: 30, width: 40, height: 40)), with: .style(Color.blue))
            }
        }
        let image = try draw(canvas)
        let row = (0..<100).map { image.pixel(x: $0, y: 50) }
        // Black (the threshold's default colour), fully opaque or not at all: a hard cut.
        #expect(row.allSatisfy { $0.a == 0 || ($0.a == 255 && $0.r == 0 && $0.g == 0 && $0.b == 0) })
        let inked = row.indices.filter { row[$0].a == 255 }
        let width = inked.count
        // A Gaussian of σ = 4 falls to 1 % about 2.3 σ past the disc's edge: ≈ 58 pt across,
        // centred where the disc was, and one solid run.
        #expect((54...62).contains(width), "\(width) pt wide")
        #expect(abs(Double(inked.first! + inked.last!) / 2 - 49.5) <= 1)
        #expect(inked.last! - inked.first! + 1 == width)
    }

    /// Two half-opaque squares overlapping in the middle, under a threshold at 60 %.
    func overlappingSquares(inALayer: Bool) -> CanvasView {
        CanvasView { context, _ in
            context.addFilter(.alphaThreshold(min: 0.6, color: .red))
            let squares = { (c: inout GraphicsContext) in
                c.fill(.rect(Rect(x: 10, y: 10, width: 50, height: 50)), with: .style(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
                c.fill(.rect(Rect(x: 40, y: 40, width: 50, height: 50)), with: .style(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
            }
            if inALayer { try context.drawLayer(content: squares) } else { squares(&context) }
        }
    }

    @Test func filtersApplyToEachOperationOnItsOwn() throws {
        // Each square alone is 50 % opaque, under the threshold: nothing is drawn, not even
        // where they overlap.
        let image = try draw(overlappingSquares(inALayer: false))
        #expect(image.pixel(x: 20, y: 20).a == 0 && image.pixel(x: 50, y: 50).a == 0 && image.pixel(x: 80, y: 80).a == 0)
    }

    @Test func aLayerIsFilteredAsAWhole() throws {
        // In a layer the overlap is 75 % opaque and passes; the rest stays under.
        let image = try draw(overlappingSquares(inALayer: true))
        #expect(isRed(image.pixel(x: 50, y: 50)))
        #expect(image.pixel(x: 20, y: 20).a == 0 && image.pixel(x: 80, y: 80).a == 0)
    }

    @Test func aLayerIsDrawnThroughTheOuterTransformOpacityAndClip() throws {
        let canvas = CanvasView { context, _ in
            context.translateBy(x: 20, y: 0)
            context.opacity = 0.5
            context.clip(to: .rect(Rect(x: 0, y: 0, width: 40, height: 100)))
            try context.drawLayer { layer in
                layer.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 60)), with: .style(Color.red))
            }
        }
        let image = try draw(canvas)
        // Moved 20 pt right, clipped at 20 + 40 = 60, half opaque.
        let inside = image.pixel(x: 40, y: 30)
        #expect(inside.r == 255 && (127...128).contains(inside.a), "\(inside)")
        #expect(image.pixel(x: 10, y: 30).a == 0 && image.pixel(x: 70, y: 30).a == 0)
    }

    @Test func aFilterAppliesOnlyToWhatIsDrawnAfterIt() throws {
        let canvas = CanvasView { context, _ in
            context.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), with: .style(Color.white))
            context.addFilter(.colorInvert())
            context.fill(.rect(Rect(x: 50, y: 0, width: 40, height: 40)), with: .style(Color.white))
        }
        let image = try draw(canvas)
        let before = image.pixel(x: 20, y: 20), after = image.pixel(x: 70, y: 20)
        #expect(before.r == 255 && before.g == 255 && before.b == 255 && before.a == 255)
        #expect(after.r == 0 && after.g == 0 && after.b == 0 && after.a == 255)
    }

    /// The filter added last applies first, nearest the drawing, as a transform concatenated
    /// last does: real code adds `.alphaThreshold` and then `.blur` to cut a blurred drawing.
    @Test(arguments: [true, false])
    func theFilterAddedLastAppliesFirst(thresholdAddedFirst: Bool) throws {
        let canvas = CanvasView { context, _ in
            let threshold = GraphicsContext.Filter.alphaThreshold(min: 0.6, color: .red), fade = GraphicsContext.Filter.opacity(0.5)
            for filter in thresholdAddedFirst ? [threshold, fade] : [fade, threshold] { context.addFilter(filter) }
            context.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: .style(Color.blue))
        }
        let p = try draw(canvas).pixel(x: 50, y: 50)
        if thresholdAddedFirst {
            // Faded to 50 % first, the blue no longer passes the threshold.
            #expect(p.a == 0, "\(p)")
        } else {
            // Opaque blue passes the threshold and turns red, then is faded (colours read back
            // from 8-bit premultiplied pixels are within a step or two).
            #expect(p.r == 255 && abs(Int(p.g) - 59) <= 2 && abs(Int(p.b) - 48) <= 2 && (127...128).contains(p.a), "\(p)")
        }
    }

    /// The "gooey" idiom: discs blurred together in a layer, then cut, merge where they are close.
    @Test func thresholdThenBlurMergesNearbyDiscs() throws {
        let canvas = CanvasView { context, _ in
            context.addFilter(.alphaThreshold(min: 0.5, color: .red))
            context.addFilter(.blur(radius: 6))
            try context.drawLayer { layer in
                layer.fill(.ellipse(in: Rect(x: 10, y: 30, width: 36, height: 36)), with: .style(Color.black))
                layer.fill(.ellipse(in: Rect(x: 52, y: 30, width: 36, height: 36)), with: .style(Color.black))
            }
        }
        let image = try draw(canvas)
        // The 6 pt gap between the discs is bridged, and the edges are hard.
        #expect(isRed(image.pixel(x: 49, y: 48)) && isRed(image.pixel(x: 28, y: 48)))
        #expect((0..<100).allSatisfy { x in [0, 255].contains(image.pixel(x: x, y: 48).a) })
    }

    // MARK: Shadows

    /// A black 20 pt square at (10, 10) with a red shadow 30 pt to its right, unblurred.
    func shadowedSquare(_ options: GraphicsContext.ShadowOptions, x: Double = 30) throws -> Bitmap {
        let shadow = try #require(GraphicsContext.Filter.shadow(color: .red, radius: 0, x: x, y: 0, options: options))
        return try draw(CanvasView { context, _ in
            context.addFilter(shadow)
            context.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), with: .style(Color.black))
        })
    }

    @Test func aShadowFilterDrawsBehindAboveOrAlone() throws {
        let below = try shadowedSquare([])
        #expect(below.pixel(x: 20, y: 20) == (0, 0, 0, 255) && isRed(below.pixel(x: 50, y: 20)))
        let alone = try shadowedSquare(.shadowOnly)
        #expect(alone.pixel(x: 20, y: 20).a == 0 && isRed(alone.pixel(x: 50, y: 20)))
        // Moved 5 pt only, the shadow overlaps the square: under it by default, over it when above.
        #expect(try shadowedSquare([], x: 5).pixel(x: 25, y: 20) == (0, 0, 0, 255))
        #expect(isRed(try shadowedSquare(.shadowAbove, x: 5).pixel(x: 25, y: 20)))
    }

    @Test func anInvertedShadowIsOnlyTheDocumentedInnerShadow() {
        #expect(GraphicsContext.Filter.shadow(radius: 2, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove]) != nil)
        #expect(GraphicsContext.Filter.shadow(radius: 2, options: .invertsAlpha) == nil)
        #expect(GraphicsContext.Filter.shadow(radius: 2, blendMode: .sourceAtop, options: [.invertsAlpha, .shadowAbove, .shadowOnly]) == nil)
    }

    // MARK: Colour filters are the view modifiers' effects

    struct Twin: CustomTestStringConvertible, @unchecked Sendable {
        let name: String
        let filter: GraphicsContext.Filter
        let modifier: (any ViewNode) -> any ViewNode
        var testDescription: String { name }
    }

    static let twins: [Twin] = [
        Twin(name: "blur", filter: .blur(radius: 3)) { $0.blur(radius: 3) },
        Twin(name: "brightness", filter: .brightness(0.3)) { $0.brightness(0.3) },
        Twin(name: "contrast", filter: .contrast(0.5)) { $0.contrast(0.5) },
        Twin(name: "saturation", filter: .saturation(0.2)) { $0.saturation(0.2) },
        Twin(name: "grayscale", filter: .grayscale(0.7)) { $0.grayscale(0.7) },
        Twin(name: "hueRotation", filter: .hueRotation(.degrees(90))) { $0.hueRotation(.degrees(90)) },
        Twin(name: "colorInvert", filter: .colorInvert()) { $0.colorInvert() },
        Twin(name: "colorMultiply", filter: .colorMultiply(.yellow)) { $0.colorMultiply(.yellow) },
        Twin(name: "luminanceToAlpha", filter: .luminanceToAlpha) { $0.luminanceToAlpha() },
        Twin(name: "shadow", filter: .shadow(color: .purple, radius: 3, x: 4, y: 6)!) { $0.shadow(color: .purple, radius: 3, x: 4, y: 6) },
    ]

    /// An orange 60 pt square filled on a canvas through `filter` draws the pixels of the same
    /// square as a view with the modifier: the filter is the modifier's effect, not a copy of it.
    @Test(arguments: twins)
    func aFilterDrawsWhatItsViewModifierDraws(_ twin: Twin) throws {
        let canvas = CanvasView { context, _ in
            context.addFilter(twin.filter)
            context.fill(.rect(Rect(x: 20, y: 20, width: 60, height: 60)), with: .style(Color.orange))
        }
        let filtered = try draw(canvas)
        let modified = try renderImage(twin.modifier(Color.orange.frame(width: 60, height: 60)).frame(width: 100, height: 100), scale: 1).bitmap
        #expect(filtered.rgbaBytes() == modified.rgbaBytes())
        // And the filter did something: the plain square differs.
        let plain = try draw(CanvasView { context, _ in context.fill(.rect(Rect(x: 20, y: 20, width: 60, height: 60)), with: .style(Color.orange)) })
        #expect(filtered.rgbaBytes() != plain.rgbaBytes())
    }

    @Test func anOpacityFilterFades() throws {
        let p = try draw(CanvasView { context, _ in
            context.addFilter(.opacity(0.25))
            context.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), with: .style(Color.red))
        }).pixel(x: 50, y: 50)
        #expect(p.r == 255 && (63...64).contains(p.a), "\(p)")
    }
}
