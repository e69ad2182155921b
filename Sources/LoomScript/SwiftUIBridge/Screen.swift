import LoomGraphics

/// `UIScreen.main` and `UIDevice.current`: the phone Loom draws for (an iPhone 15: 393 × 852
/// points at 3×), so layout code that measures the screen gets the numbers it would on one.
struct ScreenValue: Equatable {
    static let main = ScreenValue(bounds: Rect(x: 0, y: 0, width: 393, height: 852), scale: 3)
    var bounds: Rect
    var scale: Double
}

struct DeviceValue: Equatable {}

extension NativeRegistry {
    func installScreen() {
        nativeType("UIScreen", payload: ScreenValue.self) { t in
            t.staticValue("static let main: UIScreen") { i in i.wrapNative(ScreenValue.main) }
            t.property("var bounds: CGRect") { s in self.wrap((s as! ScreenValue).bounds) }
            t.property("var nativeBounds: CGRect") { s in
                let screen = s as! ScreenValue
                return self.wrap(Rect(x: 0, y: 0, width: screen.bounds.width * screen.scale, height: screen.bounds.height * screen.scale))
            }
            t.property("var scale: CGFloat") { s in .cgfloat((s as! ScreenValue).scale) }
            t.property("var nativeScale: CGFloat") { s in .cgfloat((s as! ScreenValue).scale) }
        }
        nativeType("UIDevice", payload: DeviceValue.self) { t in
            t.staticValue("static let current: UIDevice") { i in i.wrapNative(DeviceValue()) }
            t.property("var userInterfaceIdiom: UIUserInterfaceIdiom") { _ in self.wrap("phone", as: "UIUserInterfaceIdiom") }
            t.property("var model: String") { _ in .string("iPhone") }
            t.property("var systemName: String") { _ in .string("iOS") }
            t.property("var systemVersion: String") { _ in .string("17.0") }
            t.property("var name: String") { _ in .string("iPhone") }
        }
        nativeType("UIUserInterfaceIdiom", conformances: ["Equatable"]) { t in
            t.constants(["phone", "pad", "tv", "carPlay", "mac", "vision", "unspecified"].map { ($0, $0) })
        }
    }
}

extension NativeRegistry {
    /// The values `environmentValue` answers for an iPhone's traits.
    func installTraitValues() {
        nativeType("Visibility", conformances: ["Equatable"]) { t in t.constants([("automatic", "automatic"), ("visible", "visible"), ("hidden", "hidden")]) }
        nativeType("LayoutDirection", conformances: ["Equatable"]) { t in t.constants([("leftToRight", "leftToRight"), ("rightToLeft", "rightToLeft")]) }
        nativeType("UserInterfaceSizeClass", conformances: ["Equatable"]) { t in t.constants([("compact", "compact"), ("regular", "regular")]) }
        nativeType("ContentSizeCategory", conformances: ["Equatable"]) { t in
            t.constants(["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                         "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge"].map { ($0, $0) })
        }
        nativeType("DynamicTypeSize", conformances: ["Equatable"]) { t in
            t.constants(["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2"].map { ($0, $0) })
        }
        nativeType("LegibilityWeight", conformances: ["Equatable"]) { t in t.constants([("regular", "regular"), ("bold", "bold")]) }
        nativeType("ColorSchemeContrast", conformances: ["Equatable"]) { t in t.constants([("standard", "standard"), ("increased", "increased")]) }
        nativeType("ScenePhase", conformances: ["Equatable"]) { t in t.constants([("active", "active"), ("inactive", "inactive"), ("background", "background")]) }
        nativeType("EditMode", conformances: ["Equatable"]) { t in
            t.constants([("inactive", "inactive"), ("transient", "transient"), ("active", "active")])
            t.property("var isEditing: Bool") { .bool($0 as? String == "active") }
        }
        // `presentationMode.wrappedValue.dismiss()`, the action before `\.dismiss`.
        nativeType("PresentationMode") { t in
            t.property("var isPresented: Bool") { _ in .bool(false) }
            t.method("dismiss()") { _ in .void }
        }
    }
}
