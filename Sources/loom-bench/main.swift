import Foundation
import LoomGraphics
import LoomUI

// Loom's benchmarks. Run them with `Scripts/bench` (release build); each prints the median of
// several runs, because the machine is small and noisy. See Benchmarks/README.md.

/// Median wall-clock milliseconds of `runs` calls of `body` after one warm-up.
func medianMilliseconds(runs: Int = 7, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<runs {
        let start = clock.now
        try body()
        let (seconds, attoseconds) = (clock.now - start).components
        times.append(Double(seconds) * 1000 + Double(attoseconds) / 1e15)
    }
    return times.sorted()[times.count / 2]
}

func report(_ name: String, _ milliseconds: Double, extra: String = "") {
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%9.2f ms", milliseconds) + (extra.isEmpty ? "" : "  " + extra))
}

/// A 1024×1024 test image: overlapping translucent discs on a gradient.
func sampleImage() -> Bitmap {
    let bitmap = Bitmap(width: 1024, height: 1024)!
    let canvas = Canvas(bitmap: bitmap, scale: 1)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 1024, height: 1024)),
                with: .linearGradient(stops: [GradientStop(color: RGBA(bytes: 0, 122, 255), location: 0),
                                              GradientStop(color: RGBA(bytes: 255, 45, 85), location: 1)],
                                      start: .zero, end: Point(x: 1024, y: 1024)))
    for i in 0..<40 {
        let x = Double((i * 397) % 1024), y = Double((i * 613) % 1024)
        canvas.fill(.ellipse(in: Rect(x: x - 60, y: y - 60, width: 120, height: 120)), with: .solid(RGBA(red: 1, green: 1, blue: 1, alpha: 0.6)))
    }
    return bitmap
}

let arguments = CommandLine.arguments.dropFirst()
let only = arguments.first

if only == nil || only == "graphics" {
    print("— graphics (1024×1024 RGBA, median of 7) —")
    let image = sampleImage()
    let png = image.pngData()
    try? Data(png).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "loom-bench-sample.png"))
    for sigma in [2.0, 16.0, 64.0] {
        let ms = medianMilliseconds {
            let copy = Bitmap(png: png)!
            copy.gaussianBlur(sigma: sigma)
        }
        report("gaussian blur σ=\(Int(sigma)) (incl. PNG decode)", ms)
    }
    report("PNG decode alone", medianMilliseconds { _ = Bitmap(png: png)! })

    let gradients = ZStack(content: [
        LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom),
        Circle().fill(RadialGradient(colors: [.white, .clear], center: .center, startRadius: 0, endRadius: 200)),
        Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .red]), lineWidth: 40),
    ]).frame(width: 512, height: 512)
    report("gradients scene 512 pt @2x", try medianMilliseconds { _ = try renderImage(gradients) })

    let words = "The quick brown fox jumps over the lazy dog while Loom lays out every line of it. "
    let textHeavy = VStack(alignment: .leading, spacing: 8, content: (0..<40).map { i in
        Text(String(repeating: words, count: 3)).font(i % 3 == 0 ? .headline : .body)
    }).frame(width: 600)
    report("text-heavy: 40 wrapped paragraphs", try medianMilliseconds { _ = try renderImage(textHeavy) })

    let manyViews = VStack(spacing: 2, content: (0..<50).map { row in
        HStack(spacing: 2, content: (0..<50).map { column in
            RoundedRectangle(cornerRadius: 2).fill(Color(hue: Double(row * 50 + column) / 2500, saturation: 0.7, brightness: 0.9)).frame(width: 8, height: 8)
        })
    })
    report("many views: 2,500 framed shapes", try medianMilliseconds { _ = try renderImage(manyViews) })

    let shadows = VStack(spacing: 20, content: (0..<10).map { _ in
        RoundedRectangle(cornerRadius: 12).fill(Color.white).frame(width: 300, height: 60).shadow(radius: 10)
    }).padding(30)
    report("10 shadowed cards", try medianMilliseconds { _ = try renderImage(shadows) })
}

// MARK: - check (issues #6, #20) -----------------------------------------------------------
// `loom check`'s image comparison on a 2000×2000 pair, in megapixels per second of compared area:
// the verdict (`ImageComparison.matches`, which `loom check` asks first and which stops once a
// picture fails) and the full report (`ImageComparison.init`: every failing pixel, the largest ΔE).
if only == nil || only == "graphics" || only == "check" {
    print("— check: image comparison, 2000×2000 (median of 5) —")
    let side = 2000
    func filled(_ pixel: (Int) -> UInt32) -> Bitmap {
        let bitmap = Bitmap(width: side, height: side)!
        bitmap.withMutablePixels { pixels in for index in 0..<pixels.count { pixels[index] = pixel(index) } }
        return bitmap
    }
    // A busy picture: every pixel a different opaque colour.
    func colour(_ index: Int) -> UInt32 {
        0xFF00_0000 | UInt32(truncatingIfNeeded: (index &* 2654435761) & 0xFFFFFF)
    }
    func farColour(_ index: Int) -> UInt32 { ~colour(index) | 0xFF00_0000 }
    let reference = filled(colour)
    let cases: [(String, Bitmap)] = [
        ("identical (same pixels, own bytes)", filled(colour)),
        ("all pixels off by 1 (pass)", filled { colour($0) ^ 0x0000_0001 }),  // one blue step: ΔE < 1
        ("10% of pixels changed (fail)", filled { $0 % 10 == 0 ? farColour($0) : colour($0) }),
        ("all pixels changed (fail)", filled(farColour)),
    ]
    let megapixels = Double(side * side) / 1e6
    func mps(_ ms: Double) -> String { String(format: "%.0f MP/s", megapixels / (ms / 1000)) }
    for (name, actual) in cases {
        let verdict = medianMilliseconds(runs: 5) { _ = ImageComparison.matches(actual: actual, reference: reference) }
        report("verdict: \(name)", verdict, extra: mps(verdict))
    }
    for (name, actual) in cases {
        let full = medianMilliseconds(runs: 5) { _ = ImageComparison(actual: actual, reference: reference) }
        report("report: \(name)", full, extra: mps(full))
    }
    let referencePNG = reference.pngData(), actualPNG = cases[1].1.pngData()
    let ms = medianMilliseconds(runs: 5) {
        _ = ImageComparison.matches(actual: Bitmap(png: actualPNG)!, reference: Bitmap(png: referencePNG)!)
    }
    report("decode 2 PNGs + verdict (off by 1)", ms, extra: mps(ms))
}

if only == nil || only == "animation" {
    // Issue #13: a 2 s, 30 fps, 300 × 300 pt animation at 2× (61 frames of 600 × 600 px), drawn
    // on the virtual clock and encoded as an APNG. Draw and encode are also timed apart.
    print("— animation (300×300 pt @2x, 2 s at 30 fps = 61 frames, median of 5) —")
    let scene = TimelineView { t in
        ZStack(content: [
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom),
            Circle().fill(Color.orange).frame(width: 80, height: 80).offset(x: 100 * sin(t * Double.pi), y: 60 * cos(t * Double.pi)),
            RoundedRectangle(cornerRadius: 12).fill(Color.white.opacity(0.6)).frame(width: 120, height: 40).rotationEffect(Angle(radians: t)),
        ]).frame(width: 300, height: 300)
    }
    let options = AnimationOptions(duration: 2, framesPerSecond: 30)
    var frames = 0, bytes = 0
    let total = try medianMilliseconds(runs: 5) {
        var encoder = APNGEncoder(framesPerSecond: 30)
        _ = try renderAnimation(scene, options: options) { try encoder.append($0) }
        frames = encoder.frameCount
        bytes = try encoder.finish().count
    }
    report("render + encode APNG", total, extra: "\(frames) frames, \(bytes / 1024) KiB")
    let draw = try medianMilliseconds(runs: 5) { _ = try renderAnimation(scene, options: options) { _ in } }
    report("render frames only", draw)
    var bitmaps: [Bitmap] = []
    _ = try renderAnimation(scene, options: options) { bitmaps.append($0) }
    let encode = try medianMilliseconds(runs: 5) {
        var encoder = APNGEncoder(framesPerSecond: 30)
        for b in bitmaps { try encoder.append(b) }
        _ = try encoder.finish()
    }
    report("encode APNG only", encode)
}
