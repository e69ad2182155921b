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

    func environmentValue(_ name: String, in environment: EnvironmentValues, loc: Loc) throws -> Value {
        switch name {
        case "colorScheme": return wrapNative(environment.colorScheme)
        // The rest of an iPhone's environment, as a picture is drawn: enabled, default text
        // size, left to right, compact width.
        case "isEnabled": return .bool(true)
        case "layoutDirection": return wrap("leftToRight", as: "LayoutDirection")
        case "horizontalSizeClass": return .some(wrap("compact", as: "UserInterfaceSizeClass"))
        case "verticalSizeClass": return .some(wrap("regular", as: "UserInterfaceSizeClass"))
        case "sizeCategory": return wrap("large", as: "ContentSizeCategory")
        case "dynamicTypeSize": return wrap("large", as: "DynamicTypeSize")
        case "displayScale": return .cgfloat(3)
        case "labelsVisibility": return environment.custom[name] as? Value ?? wrap("automatic", as: "Visibility")
        default:
            if let value = environment.custom[name] as? Value { return value }
            if let value = try restingEnvironmentValue(name, in: environment) { return value }
            // Unset: the extension property's getter returns its key's default value.
            let values = wrap(EnvironmentValuesToken(), as: "EnvironmentValues")
            return try member(of: values, name, loc: loc, expected: nil)
        }
    }

    /// The rest of SwiftUI's built-in keys as an iPhone has them when nothing set them: no
    /// accessibility setting on, nothing presented, searched or focused, the app active, and
    /// actions (`dismiss`, `openURL`) that a picture never calls. Nil for a key Loom does not know.
    private func restingEnvironmentValue(_ name: String, in environment: EnvironmentValues) throws -> Value? {
        switch name {
        case "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
             "accessibilityInvertColors", "accessibilityEnabled", "accessibilityVoiceOverEnabled", "accessibilitySwitchControlEnabled",
             "accessibilityShowButtonShapes", "accessibilityDimFlashingLights", "accessibilityLargeContentViewerEnabled",
             "isSearching", "isPresented", "isFocused", "isLuminanceReduced":
            return .bool(false)
        case "accessibilityPlayAnimatedImages", "isScrollEnabled": return .bool(true)
        case "legibilityWeight": return .some(wrap("regular", as: "LegibilityWeight"))
        case "colorSchemeContrast": return wrap("standard", as: "ColorSchemeContrast")
        case "scenePhase": return wrap("active", as: "ScenePhase")
        case "editMode": return .some(wrap("inactive", as: "EditMode"))
        case "controlSize": return wrapNative(environment.controls.controlSize)
        case "redactionReasons": return wrapNative(environment.redactionReasons)
        case "font": return environment.font.map { .some(wrapNative($0)) } ?? .null
        case "pixelLength": return .cgfloat(1.0 / 3)
        case "locale": return .string("en_US")
        case "calendar": return wrap("gregorian", as: "Calendar")
        case "timeZone": return wrap(TimeZone(identifier: "UTC")!, as: "TimeZone")
        case "presentationMode": return wrap("presentationMode", as: "PresentationMode")
        case "refresh", "undoManager": return .null
        case "dismiss", "dismissSearch", "requestReview", "dismissWindow":
            return .function(hostFunction(.environmentAction, named: name.prefix(1).uppercased() + name.dropFirst() + "Action") { _ in .void })
        case "openURL", "openWindow":
            return .function(hostFunction(.openURLAction, named: name.prefix(1).uppercased() + name.dropFirst() + "Action") { _ in .void })
        default: return nil
        }
    }

    /// `.environment(\.key, value)`: a view whose subtree sees `value` under `key`.
    func environmentModifier(_ view: any ViewNode, key: Value, value: Value, loc: Loc) throws -> any ViewNode {
        let name = try environmentKeyName(key, loc: loc)
        switch name {
        case "colorScheme":
            guard case .native(let n) = value, let scheme = n.payload as? ColorScheme else {
                throw ScriptError(loc, "\\.colorScheme takes .light or .dark")
            }
            return EnvironmentModifierView(content: view) { $0.colorScheme = scheme }
        default:
            // A built-in key LoomUI draws from is set as its modifier sets it (`\.font` as
            // `.font(_:)`); a script reading the key back finds the value it was given.
            let drawn = try builtInEnvironmentModifier(view, name: name, value: value, loc: loc) ?? view
            return EnvironmentModifierView(content: drawn) { $0.custom[name] = value }
        }
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
}
