import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for gradients with stops, partial sweeps, transparency and gradient strokes.
@Suite struct PaintGoldenTests {
    func golden(_ view: any ViewNode, _ name: String) throws {
        try assertGolden(view.padding(8).background(Color.white), named: name, in: "paints")
    }

    func stop(_ color: Color, _ location: Double) -> Gradient.Stop { Gradient.Stop(color: color, location: location) }

    @Test func linearGradientStops() throws {
        try golden(VStack(spacing: 6, content: [
            // Two stops at one location make a hard edge.
            LinearGradient(stops: [stop(.red, 0), stop(.red, 0.5), stop(.blue, 0.5), stop(.blue, 1)], startPoint: .leading, endPoint: .trailing),
            LinearGradient(stops: [stop(.yellow, 0.2), stop(.green, 0.3), stop(.purple, 0.9)], startPoint: .leading, endPoint: .trailing),
            LinearGradient(colors: [.orange, .pink, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing),
            LinearGradient(colors: [.black, .white], startPoint: UnitPoint(x: 0.3, y: 0), endPoint: UnitPoint(x: 0.7, y: 0)),
        ].map { $0.frame(width: 200, height: 24) }), "linear-gradient-stops")
    }

    @Test func ellipticalGradientStops() throws {
        let stops = [stop(.white, 0), stop(.yellow, 0.3), stop(.orange, 0.6), stop(.red, 1)]
        try golden(HStack(spacing: 10, content: [
            Rectangle().fill(EllipticalGradient(stops: stops)).frame(width: 140, height: 70),
            Rectangle().fill(EllipticalGradient(stops: stops, center: .topLeading, startRadiusFraction: 0, endRadiusFraction: 1)).frame(width: 140, height: 70),
            Circle().fill(EllipticalGradient(stops: stops, startRadiusFraction: 0.2, endRadiusFraction: 0.4)).frame(width: 70, height: 70),
        ]), "elliptical-gradient-stops")
    }

    @Test func angularGradientStopsAndSweeps() throws {
        let stops = [stop(.red, 0), stop(.yellow, 0.25), stop(.green, 0.5), stop(.blue, 1)]
        try golden(HStack(spacing: 10, content: [
            Circle().fill(AngularGradient(stops: stops, center: .center)),
            // A sweep shorter than a turn fills the gap by blending last into first halfway across it.
            Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(45), endAngle: .degrees(270))),
            Circle().fill(AngularGradient(colors: [.purple, .mint, .purple], center: .center, angle: .degrees(90))),
            Rectangle().fill(AngularGradient(colors: [.orange, .indigo, .orange], center: .topLeading)),
        ].map { $0.frame(width: 70, height: 70) }), "angular-gradient-stops")
    }

    @Test func radialGradientRadii() throws {
        try golden(HStack(spacing: 10, content: [
            Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 35)),
            Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 20, endRadius: 35)),
            Rectangle().fill(RadialGradient(stops: [stop(.yellow, 0), stop(.red, 0.5), stop(.clear, 1)], center: .bottom, startRadius: 5, endRadius: 70)),
        ].map { $0.frame(width: 70, height: 70) }), "radial-gradient-radii")
    }

    @Test func gradientsWithClear() throws {
        // Stops interpolate in straight alpha, as Core Graphics does: clear (transparent black)
        // into white passes through grey on a coloured backdrop.
        let backdrop = HStack(spacing: 0, content: [Color.red, Color.green, Color.blue])
        try golden(VStack(spacing: 6, content: [
            backdrop.overlay(LinearGradient(colors: [.clear, .white], startPoint: .leading, endPoint: .trailing)),
            backdrop.overlay(LinearGradient(colors: [.white.opacity(0), .white], startPoint: .leading, endPoint: .trailing)),
            backdrop.overlay(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)),
        ].map { $0.frame(width: 180, height: 30) }), "gradients-with-clear")
    }

    @Test func gradientStrokes() throws {
        let rainbow = AngularGradient(colors: [.red, .orange, .yellow, .green, .blue, .purple, .red], center: .center)
        try golden(HStack(spacing: 12, content: [
            Circle().stroke(LinearGradient(colors: [.pink, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 8).frame(width: 60, height: 60),
            RoundedRectangle(cornerRadius: 14).strokeBorder(rainbow, lineWidth: 8).frame(width: 80, height: 60),
            Capsule().stroke(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40), style: StrokeStyle(lineWidth: 6, dash: [10, 4]))
                .frame(width: 80, height: 40),
        ]), "gradient-strokes")
    }

    @Test func backgroundInAShape() throws {
        try golden(HStack(spacing: 10, content: [
            Text("Capsule").padding(.horizontal, 14).padding(.vertical, 6)
                .background(LinearGradient(colors: [.cyan, .blue], startPoint: .leading, endPoint: .trailing), in: Capsule())
                .foregroundColor(.white),
            Text("Card").padding(12).background(Color.yellow.opacity(0.4), in: RoundedRectangle(cornerRadius: 8)),
            Text("Ring").padding(14).background(Color.purple.opacity(0.3), in: Circle()),
        ]), "background-in-shape")
    }

    @Test func gradientsAsViewsFillTheirFrames() throws {
        try golden(HStack(spacing: 8, content: [
            LinearGradient(colors: [.red, .yellow], startPoint: .top, endPoint: .bottom).frame(width: 50, height: 80),
            RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 0, endRadius: 30).frame(width: 80, height: 80).background(Color.indigo),
            AngularGradient(colors: [.teal, .white, .teal], center: .center).frame(width: 80, height: 50),
            EllipticalGradient(colors: [.pink, .purple]).frame(width: 50, height: 80),
        ]), "gradient-views")
    }
}
