import SwiftUI
#if canImport(UIKit)
import UIKit
public typealias PlatformColor = UIColor
#elseif canImport(AppKit)
import AppKit
public typealias PlatformColor = NSColor
#endif

/// The gauge colours, from UIKit's dynamic system palette on iOS.
public enum Palette {
    #if os(iOS)
    public static let track = Color(uiColor: .systemGray5)
    public static let fill = Color(uiColor: .systemTeal)
    #else
    public static let track = Color.gray.opacity(0.2)
    public static let fill = Color.teal
    #endif

    /// `color` with its brightness scaled, worked out with UIKit's HSB accessors.
    public static func shade(_ color: PlatformColor, by factor: CGFloat) -> Color {
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
        return Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(min(brightness * factor, 1)), opacity: Double(alpha))
    }
}
