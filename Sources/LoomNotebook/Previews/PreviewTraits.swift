import LoomUI

/// What a preview asks of Xcode's canvas: `#Preview(traits:)`, or the `previewLayout`,
/// `previewDevice`, `previewInterfaceOrientation` and colour-scheme modifiers of a
/// `PreviewProvider`'s view. Turned into the block options the notebook pipeline already has
/// (`size`, `device`, `colorScheme`), so a preview is drawn on the canvas Xcode would draw it on.
public struct PreviewTraits: Equatable, Sendable {
    public enum Layout: Equatable, Sendable {
        /// `.device` / `.defaultLayout`: a device's screen (`previewDevice`, else `defaultDevice`).
        case device
        /// `.sizeThatFits` / `.sizeThatFitsLayout`: the size the view takes when offered the device's screen.
        case sizeThatFits
        /// `.fixed(width:height:)` / `.fixedLayout(width:height:)`: that many points.
        case fixed(width: Double, height: Double)
    }

    public var layout: Layout = .device
    /// `previewDevice("iPhone 15")` (the name as written).
    public var device: String?
    /// `.landscapeLeft` / `.landscapeRight`: the canvas turned on its side.
    public var landscape = false
    /// `.environment(\.colorScheme, .dark)` or `.preferredColorScheme(.dark)`.
    public var dark = false
    /// `previewDisplayName("…")`.
    public var displayName: String?

    public init() {}

    /// The info-string words (`size=ideal device="iPhone 15" colorScheme=dark`) that draw the
    /// preview on its canvas, and a warning when a trait cannot be honoured.
    public func options() -> (words: [String], warning: String?) {
        var words: [String] = []
        var warning: String?
        var known: Device?
        if let device {
            known = Device.named(device)
            if known == nil {
                warning = "the preview device '\(device)' is not one Loom knows; it is drawn on an \(Self.defaultDevice)"
                    + " (known: \(Device.all.map(\.name).joined(separator: ", ")))"
            }
        }
        switch layout {
        case .sizeThatFits:
            // Xcode's: "fit the container to the size of the preview when offered the size of the
            // device": proposed the screen, the picture as big as the view chose to be.
            let screen = (known ?? Device.named(Self.defaultDevice)!).screen
            words.append("size=\(Self.number(screen.width))x\(Self.number(screen.height))")
        case .fixed(let width, let height):
            // Xcode's fixed layout: a canvas of that size, the view centred in it.
            words.append("canvas=\(Self.number(width))x\(Self.number(height))")
        case .device:
            if landscape {
                // A device on its side: its screen turned, proposed to the view.
                let screen = (known ?? Device.named(Self.defaultDevice)!).screen
                words.append("canvas=\(Self.number(screen.height))x\(Self.number(screen.width))")
            } else {
                // Like Xcode's canvas: the whole screen of the device, the view in its safe area.
                words.append("device=\"\(known?.name ?? Self.defaultDevice)\"")
            }
        }
        if dark { words.append("colorScheme=dark") }
        return (words, warning)
    }

    /// The device a preview without a layout or device trait is shown on, as Xcode's canvas does
    /// (the phone-wide canvas of the docs is this phone's width).
    public static let defaultDevice = "iPhone 15"

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
