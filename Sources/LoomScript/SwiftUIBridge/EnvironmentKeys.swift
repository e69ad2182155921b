import Foundation
import LoomUI

/// SwiftUI's environment for scripts: `@Environment(\.key) var x` in a script view reads the
/// environment its body is computed in, and `.environment(\.key, value)` sets a key for the
/// views below. Built-in keys map onto LoomUI's `EnvironmentValues`; keys a script or library
/// declares (an `EnvironmentKey` type and an `EnvironmentValues` extension property) are kept
/// by property name, and read their `defaultValue` through the extension's getter when unset.
extension Interpreter {
    /// The name `@Environment(\.key)` properties are lowered to a call of.
    static let environmentReader = "__environmentValue"

    /// `\.badgeColor` → "badgeColor".
    func environmentKeyName(_ keyPath: Value, loc: Loc) throws -> String {
        guard case .function(let f) = keyPath, let name = f.keyPath?.last else {
            throw ScriptError(loc, "an environment key is a key path into EnvironmentValues, like \\.colorScheme")
        }
        return name
    }

    /// What `@Environment(\.name)` reads: a built-in key's value (a script's own for one that
    /// keeps it), else what a script set, else its `EnvironmentValues` extension's getter.
    func environmentValue(_ name: String, in environment: EnvironmentValues, loc: Loc) throws -> Value {
        if let key = natives.environmentKeys[name] {
            if case .keepsScriptValue = key.setting, let value = environment.custom[name] as? Value { return value }
            return try key.read(self, environment)
        }
        if let value = environment.custom[name] as? Value { return value }
        if let entry = extensions["EnvironmentValues"]?.environmentEntries[name] {
            let value = try eval(entry.initial, entry.env, expected: entry.type)
            return try entry.type.map { try coerce(value, to: $0, loc) } ?? value
        }
        // Unset: the extension property's getter returns its key's default value.
        let values = wrap(EnvironmentValuesToken(), as: "EnvironmentValues")
        return try member(of: values, name, loc: loc, expected: nil)
    }

    /// `.environment(\.key, value)`: a view whose subtree sees `value` under `key`.
    func environmentModifier(_ view: any ViewNode, key: Value, value: Value, loc: Loc) throws -> any ViewNode {
        let name = try environmentKeyName(key, loc: loc)
        if case .writes(let write)? = natives.environmentKeys[name]?.setting {
            return EnvironmentModifierView(content: view, transform: try write(value, loc))
        }
        // A built-in key LoomUI draws from is set as its modifier sets it (`\.font` as
        // `.font(_:)`); a script reading the key back finds the value it was given.
        let drawn = try builtInEnvironmentModifier(view, name: name, value: value, loc: loc) ?? view
        return EnvironmentModifierView(content: drawn) { $0.custom[name] = value }
    }

    /// `view` under the LoomUI modifier that sets the built-in key `name`, or nil for a key
    /// LoomUI does not draw from (or a value not of the key's type).
    private func builtInEnvironmentModifier(_ view: any ViewNode, name: String, value: Value, loc: Loc) throws -> (any ViewNode)? {
        let payload: Any? = if case .native(let n) = value.optionalPayload ?? .null { n.payload } else { nil }
        switch name {
        case "font" where value.isNull || payload is Font: return view.font(payload as? Font)
        case "lineLimit" where value.isNull: return view.lineLimit(nil)
        case "lineLimit": return view.lineLimit(Int(try toDouble(value.optionalPayload ?? value, loc)))
        case "lineSpacing": return view.lineSpacing(try toDouble(value, loc))
        case "minimumScaleFactor": return view.minimumScaleFactor(try toDouble(value, loc))
        case "multilineTextAlignment": return (payload as? TextAlignment).map { view.multilineTextAlignment($0) }
        case "truncationMode": return (payload as? Text.TruncationMode).map { view.truncationMode($0) }
        case "textCase" where value.isNull || payload is Text.Case: return view.textCase(payload as? Text.Case)
        case "imageScale": return (payload as? Image.Scale).map { view.imageScale($0) }
        case "controlSize": return (payload as? ControlSize).map { view.controlSize($0) }
        case "redactionReasons": return (payload as? RedactionReasons).map { view.redacted(reason: $0) }
        default: return nil
        }
    }
}

/// The `self` of a script's `EnvironmentValues` extension getter.
struct EnvironmentValuesToken {}

extension NativeRegistry {
    func installEnvironment() {
        installEnvironmentKeys()
        nativeType("EnvironmentKey")
        nativeType("EnvironmentValues") { t in
            // `self[BadgeKey.self]` inside an extension property: the key's default (the value,
            // when set, was found by property name before the getter ran).
            t.subscriptGetter("(_ key: Any)") { c in
                guard case .type(let keyType) = c.value(0), let key = keyType.userType else {
                    throw ScriptError(c.loc, "EnvironmentValues is subscripted with an EnvironmentKey type, like self[MyKey.self]")
                }
                guard let value = try c.interpreter.staticMember(key, "defaultValue", loc: c.loc) else {
                    throw ScriptError(c.loc, "type '\(key.name)' has no 'defaultValue'; an EnvironmentKey needs 'static let defaultValue'")
                }
                return value
            }
        }
        // SwiftUI's `labelsVisibility(.hidden)` hides controls' labels as `labelsHidden()` does,
        // and is what `@Environment(\.labelsVisibility)` then reads.
        nativeType("View") { t in
            t.method("labelsVisibility(_ visibility: Visibility)") { c in
                let visibility = c.value(0)
                let hidden = (try? c.native(0) as String) == "hidden"
                return c.wrap(EnvironmentModifierView(content: try c.receiverView()) {
                    $0.custom["labelsVisibility"] = visibility
                    if hidden { $0.controls.labelsHidden = true }
                })
            }
        }
        globalFunction("\(Interpreter.environmentReader)(_ keyPath: Any) -> Any") { c in
            let i = c.interpreter
            let name = try i.environmentKeyName(c.value(0), loc: c.loc)
            return try i.environmentValue(name, in: i.environmentStack.last ?? EnvironmentValues(), loc: c.loc)
        }
    }

    /// SwiftUI's built-in keys, as an iPhone's picture has them.
    private func installEnvironmentKeys() {
        environmentValue("var colorScheme: ColorScheme { get set }", { i, environment in i.wrapNative(environment.colorScheme) }) { value, loc in
            guard case .native(let n) = value, let scheme = n.payload as? ColorScheme else {
                throw ScriptError(loc, "\\.colorScheme takes .light or .dark")
            }
            return { $0.colorScheme = scheme }
        }
        // `.disabled(true)` and `.environment(\.isEnabled, false)` turn it off for the views below.
        environmentValue("var isEnabled: Bool { get set }", { _, environment in .bool(environment.isEnabled) }) { value, loc in
            guard case .bool(let enabled) = value else { throw ScriptError(loc, "\\.isEnabled takes a Bool") }
            return { $0.isEnabled = enabled }
        }
        // The rest of an iPhone's environment, as a picture is drawn: default text size, left to
        // right, compact width.
        environmentValue("var layoutDirection: LayoutDirection") { i, _ in i.wrap("leftToRight", as: "LayoutDirection") }
        environmentValue("var horizontalSizeClass: UserInterfaceSizeClass?") { i, _ in .some(i.wrap("compact", as: "UserInterfaceSizeClass")) }
        environmentValue("var verticalSizeClass: UserInterfaceSizeClass?") { i, _ in .some(i.wrap("regular", as: "UserInterfaceSizeClass")) }
        environmentValue("var sizeCategory: ContentSizeCategory") { i, _ in i.wrap("large", as: "ContentSizeCategory") }
        environmentValue("var dynamicTypeSize: DynamicTypeSize") { i, _ in i.wrap("large", as: "DynamicTypeSize") }
        environmentValue("var displayScale: CGFloat") { _, _ in .cgfloat(3) }
        environmentDefault("var labelsVisibility: Visibility { get set }") { i, _ in i.wrap("automatic", as: "Visibility") }
        // The rest of SwiftUI's built-in keys as an iPhone has them when nothing set them: no
        // accessibility setting on, nothing presented, searched or focused, the app active, and
        // actions (`dismiss`, `openURL`) that a picture never calls.
        for name in ["accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
                     "accessibilityInvertColors", "accessibilityEnabled", "accessibilityVoiceOverEnabled", "accessibilitySwitchControlEnabled",
                     "accessibilityShowButtonShapes", "accessibilityDimFlashingLights", "accessibilityLargeContentViewerEnabled",
                     "isSearching", "isPresented", "isFocused", "isLuminanceReduced"] {
            environmentDefault("var \(name): Bool { get set }") { _, _ in .bool(false) }
        }
        for name in ["accessibilityPlayAnimatedImages", "isScrollEnabled"] {
            environmentDefault("var \(name): Bool { get set }") { _, _ in .bool(true) }
        }
        environmentDefault("var legibilityWeight: LegibilityWeight? { get set }") { i, _ in .some(i.wrap("regular", as: "LegibilityWeight")) }
        environmentDefault("var colorSchemeContrast: ColorSchemeContrast { get set }") { i, _ in i.wrap("standard", as: "ColorSchemeContrast") }
        environmentDefault("var scenePhase: ScenePhase { get set }") { i, _ in i.wrap("active", as: "ScenePhase") }
        // SwiftUI's are bindings; Loom's resting values are the mode itself.
        environmentDefault("var editMode: Binding<EditMode>? { get set }") { i, _ in .some(i.wrap("inactive", as: "EditMode")) }
        environmentDefault("var presentationMode: Binding<PresentationMode> { get set }") { i, _ in i.wrap("presentationMode", as: "PresentationMode") }
        environmentDefault("var controlSize: ControlSize { get set }") { i, environment in i.wrapNative(environment.controls.controlSize) }
        environmentDefault("var redactionReasons: RedactionReasons { get set }") { i, environment in i.wrapNative(environment.redactionReasons) }
        environmentDefault("var font: Font? { get set }") { i, environment in environment.font.map { .some(i.wrapNative($0)) } ?? .null }
        environmentDefault("var pixelLength: CGFloat { get set }") { _, _ in .cgfloat(1.0 / 3) }
        environmentDefault("var locale: Locale { get set }") { _, _ in .string("en_US") }
        environmentDefault("var calendar: Calendar { get set }") { i, _ in i.wrap(ScriptCalendar(), as: "Calendar") }
        environmentDefault("var timeZone: TimeZone { get set }") { i, _ in i.wrap(TimeZone(identifier: "UTC")!, as: "TimeZone") }
        // SwiftUI's `RefreshAction?` and `UndoManager?`, which scripts cannot name here: both unset.
        environmentDefault("var refresh: (() -> Void)? { get set }") { _, _ in .null }
        environmentDefault("var undoManager: AnyObject? { get set }") { _, _ in .null }
        // SwiftUI's action types (`DismissAction`, `OpenURLAction`, …) are called as functions, as here.
        for name in ["dismiss", "dismissSearch", "requestReview", "dismissWindow"] {
            let action = name.prefix(1).uppercased() + name.dropFirst() + "Action"
            environmentDefault("var \(name): () -> Void { get set }") { i, _ in .function(i.hostFunction(.environmentAction, named: action) { _ in .void }) }
        }
        for name in ["openURL", "openWindow"] {
            let action = name.prefix(1).uppercased() + name.dropFirst() + "Action"
            environmentDefault("var \(name): (URL) -> Void { get set }") { i, _ in .function(i.hostFunction(.openURLAction, named: action) { _ in .void }) }
        }
    }
}
