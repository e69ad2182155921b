import LoomGraphics

/// A font's vertical metrics and a string's size in it, as UIKit reports them for SF Pro
/// (`UIFont.lineHeight`, `NSString.size(withAttributes:)`): what libraries measure text with
/// before they lay it out themselves.
extension Font {
    public var lineHeight: Double { size * TextMetrics.lineHeightRatio }
    public var ascender: Double { size * TextMetrics.ascentRatio }
    /// Below the baseline, negative as UIKit gives it; with the ascender it spans the line height.
    public var descender: Double { ascender - lineHeight }
    public var capHeight: Double { size * TextMetrics.capHeightRatio }
    public var xHeight: Double { size * TextMetrics.xHeightRatio }

    /// The size `string` takes on one line per paragraph, as a `Text` in this font measures it.
    public func size(of string: String) -> Size {
        TextLayout(string, font: spec).size
    }
}
