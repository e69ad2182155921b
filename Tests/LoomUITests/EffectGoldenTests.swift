import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for colour filters, blend modes, compositing groups, masks, blur and geometry effects.
@Suite struct EffectGoldenTests {
    func golden(_ view: any ViewNode, _ name: String) throws {
        try assertGolden(view.padding(8).background(Color.white), named: name, in: "effects")
    }

    /// Six saturated stripes with a grey ramp under them: shows what a colour filter does.
    var swatch: any ViewNode {
        VStack(spacing: 0, content: [
            HStack(spacing: 0, content: [Color.red, Color.orange, Color.yellow, Color.green, Color.blue, Color.purple]),
            LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing),
        ]).frame(width: 60, height: 40)
    }

    func series(_ make: (any ViewNode) -> any ViewNode, count: Int) -> any ViewNode {
        HStack(spacing: 6, content: (0..<count).map { _ in make(swatch) })
    }

    @Test func hueRotationSeries() throws {
        let angles: [Double] = [0, 60, 120, 180, 240, 300]
        try golden(HStack(spacing: 6, content: angles.map { swatch.hueRotation(.degrees($0)) }), "hue-rotation")
    }

    @Test func saturationSeries() throws {
        let amounts: [Double] = [0, 0.5, 1, 2]
        try golden(HStack(spacing: 6, content: amounts.map { swatch.saturation($0) }), "saturation")
    }

    @Test func contrastSeries() throws {
        let amounts: [Double] = [-0.5, 0, 0.5, 1, 2]
        try golden(HStack(spacing: 6, content: amounts.map { swatch.contrast($0) }), "contrast")
    }

    @Test func luminanceToAlpha() throws {
        // Bright parts become opaque black, dark parts transparent: over yellow the ramp darkens.
        try golden(HStack(spacing: 10, content: [
            swatch.luminanceToAlpha().background(Color.yellow),
            Text("Luma").font(.largeTitle).bold().foregroundColor(.white).luminanceToAlpha().padding(4).background(Color.pink),
        ]), "luminance-to-alpha")
    }

    @Test func brightnessGrayscaleInvertMultiply() throws {
        try golden(HStack(spacing: 6, content: [
            swatch.brightness(-0.3), swatch.brightness(0.3), swatch.grayscale(0.5), swatch.colorInvert(), swatch.colorMultiply(.yellow),
        ]), "brightness-grayscale-invert-multiply")
    }

    @Test func opacityWithAndWithoutCompositingGroup() throws {
        // Without a group each leaf fades on its own and the overlap shows through.
        func pair() -> ZStack {
            ZStack(content: [
                Circle().fill(Color.red).frame(width: 50, height: 50).offset(x: -12),
                Circle().fill(Color.blue).frame(width: 50, height: 50).offset(x: 12),
            ])
        }
        try golden(HStack(spacing: 30, content: [pair().opacity(0.5), pair().compositingGroup().opacity(0.5)]).padding(.horizontal, 12), "opacity-compositing-group")
    }

    @Test func shadowOnContainerVersusGroup() throws {
        func card() -> any ViewNode {
            VStack(spacing: 4, content: [Text("Title").font(.headline), Text("Detail").font(.caption)])
                .padding(10).background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
        }
        try golden(HStack(spacing: 24, content: [
            card().shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 3),
            card().compositingGroup().shadow(color: .black.opacity(0.5), radius: 3, x: 2, y: 3),
        ]).padding(8), "shadow-container-vs-group")
    }

    @Test func gradientMasks() throws {
        let stripes = HStack(spacing: 0, content: [Color.red, Color.orange, Color.yellow, Color.green, Color.blue])
        try golden(HStack(spacing: 12, content: [
            stripes.frame(width: 100, height: 60).mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)),
            stripes.frame(width: 100, height: 60).mask(Text("MASK").font(.largeTitle).fontWeight(.black)),
            stripes.frame(width: 60, height: 60).mask(Circle().stroke(lineWidth: 12)),
        ]), "gradient-masks")
    }

    @Test func blurOpaqueAndNot() throws {
        let stripes = HStack(spacing: 0, content: [Color.red, Color.white, Color.blue, Color.white, Color.green]).frame(width: 80, height: 50)
        try golden(HStack(spacing: 20, content: [stripes.blur(radius: 4), stripes.blur(radius: 4, opaque: true)]).padding(8), "blur-opaque")
    }

    @Test func rotationAnchors() throws {
        let anchors: [UnitPoint] = [.topLeading, .center, .bottomTrailing]
        try golden(HStack(spacing: 30, content: anchors.map { anchor in
            ZStack(content: [
                Rectangle().stroke(Color.gray, lineWidth: 1),
                Rectangle().fill(Color.orange.opacity(0.8)).rotationEffect(.degrees(20), anchor: anchor),
            ]).frame(width: 50, height: 50)
        }).padding(14), "rotation-anchors")
    }

    @Test func blendModesOverAPhotoLikeBackdrop() throws {
        let modes: [BlendMode] = [.multiply, .screen, .overlay, .softLight, .difference, .color, .luminosity, .plusLighter]
        let backdrop = LinearGradient(colors: [.cyan, .purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
        try golden(HStack(spacing: 4, content: modes.map { mode in
            ZStack(content: [backdrop, Text("Aa").font(.title).bold().foregroundColor(.red).blendMode(mode)]).frame(width: 44, height: 44)
        }), "blend-modes-text")
    }
}
