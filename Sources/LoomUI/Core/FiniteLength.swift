import LoomGraphics

/// A length, offset or gap a script gave that is not finite (`.nan`, `.infinity`) counts as 0
/// where a view takes it, as SwiftUI goes on after logging "Invalid frame dimension": a NaN that
/// reached a frame would spread through every sum and comparison of the layout after it.
extension Double {
    var finiteOrZero: Double { isFinite ? self : 0 }
}

extension Rect {
    /// The last line of defence at the layout boundary: a NaN coordinate (from arithmetic no
    /// modifier checked, a custom layout's) becomes 0, so no view is placed at NaN.
    var withoutNaN: Rect {
        guard minX.isNaN || minY.isNaN || width.isNaN || height.isNaN else { return self }
        func clean(_ value: Double) -> Double { value.isNaN ? 0 : value }
        return Rect(x: clean(minX), y: clean(minY), width: clean(width), height: clean(height))
    }
}
