extension Bitmap {
    /// SwiftUI's `GraphicsContext.Filter.alphaThreshold(min:max:color:)`: every pixel whose
    /// opacity lies in `min…max` (0…1, both ends included) becomes `color`, every other pixel
    /// transparent. The cut is hard, as a threshold is: edges come out aliased, not smoothed.
    ///
    /// NB: only the pixels of this bitmap are tested. Drawn as a layer effect, that is what the
    /// drawing covers; a `min` of 0, which would colour the empty canvas around it too, colours
    /// only that area.
    public func applyAlphaThreshold(min lower: Double, max upper: Double, color: RGBA) {
        let alpha = Swift.min(Swift.max(color.alpha, 0), 1)
        func byte(_ v: Double) -> UInt32 { UInt32((Swift.min(Swift.max(v, 0), 1) * alpha * 255).rounded()) }
        let inside = UInt32((alpha * 255).rounded()) << 24 | byte(color.red) << 16 | byte(color.green) << 8 | byte(color.blue)
        // Which alpha bytes pass, decided once: 256 entries instead of a division per pixel.
        // A NaN bound passes nothing (every comparison with it is false).
        let passes = (0...255).map { a in Double(a) / 255 >= lower && Double(a) / 255 <= upper }
        withMutablePixels { pixels in
            for i in 0..<pixels.count {
                pixels[i] = passes[Int(pixels[i] >> 24)] ? inside : 0
            }
        }
    }
}
