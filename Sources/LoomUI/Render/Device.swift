import LoomGraphics

/// A device whose screen a picture can be drawn on (`//| device: iPhone 15`): its screen in
/// points, portrait, and the safe-area insets iOS 17 gives a full-screen view there (the status
/// bar above, the home indicator below).
public struct Device: Hashable, Sendable {
    public var name: String
    public var screen: Size
    public var safeAreaInsets: EdgeInsets
    /// How the status bar is laid out: the time in the left "ear" of a notch or Dynamic Island,
    /// or centred on a flat 20 pt bar (home-button iPhones), or at the leading edge (iPad).
    public var statusBarStyle: StatusBarStyle

    public enum StatusBarStyle: Hashable, Sendable { case ears, centered, tablet }

    /// The width of the canvas a picture is drawn on when no device or size is asked for: an
    /// iPhone 15's screen, so text wraps and controls stretch as in a tutorial's screenshot.
    public static let phoneCanvasWidth = 393.0
    /// The height of that screen: what a view that takes only what it is offered (a
    /// `GeometryReader`) fills, as in a preview, when the canvas leaves the height open.
    public static let phoneScreenHeight = 852.0

    /// The devices `device:` knows, with the screen sizes and portrait safe areas that the iOS 17
    /// simulator reports (UIScreen.bounds, UIWindow.safeAreaInsets).
    public static let all: [Device] = {
        func phone(_ names: [String], _ width: Double, _ height: Double, top: Double, bottom: Double = 34,
                   style: StatusBarStyle = .ears) -> [Device] {
            names.map { Device(name: $0, screen: Size(width: width, height: height),
                               safeAreaInsets: EdgeInsets(top: top, bottom: bottom), statusBarStyle: style) }
        }
        func pad(_ names: [String], _ width: Double, _ height: Double) -> [Device] {
            names.map { Device(name: $0, screen: Size(width: width, height: height),
                               safeAreaInsets: EdgeInsets(top: 24, bottom: 20), statusBarStyle: .tablet) }
        }
        return phone(["iPhone SE (3rd generation)", "iPhone SE"], 375, 667, top: 20, bottom: 0, style: .centered)
            + phone(["iPhone 13 mini"], 375, 812, top: 50)
            + phone(["iPhone 12", "iPhone 13", "iPhone 14"], 390, 844, top: 47)
            + phone(["iPhone 14 Plus"], 428, 926, top: 47)
            + phone(["iPhone 14 Pro", "iPhone 15", "iPhone 15 Pro", "iPhone 16"], 393, 852, top: 59)
            + phone(["iPhone 14 Pro Max", "iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 16 Plus"], 430, 932, top: 59)
            + phone(["iPhone 16 Pro"], 402, 874, top: 62)
            + phone(["iPhone 16 Pro Max"], 440, 956, top: 62)
            + pad(["iPad mini (6th generation)", "iPad mini"], 744, 1133)
            + pad(["iPad (10th generation)", "iPad", "iPad Air 11-inch", "iPad Air"], 820, 1180)
            + pad(["iPad Pro 11-inch", "iPad Pro 11"], 834, 1194)
            + pad(["iPad Pro 12.9-inch", "iPad Pro 12.9", "iPad Pro 13-inch"], 1024, 1366)
    }()

    /// The device called `name`, ignoring case and runs of spaces (`iphone  15` is `iPhone 15`).
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        return all.first { normalized($0.name) == key }
    }

    private static func normalized(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// The screen less its safe-area insets: where a view that does not ignore them is laid out.
    public var safeRect: Rect {
        Rect(x: safeAreaInsets.leading, y: safeAreaInsets.top,
             width: screen.width - safeAreaInsets.leading - safeAreaInsets.trailing,
             height: screen.height - safeAreaInsets.top - safeAreaInsets.bottom)
    }
}
