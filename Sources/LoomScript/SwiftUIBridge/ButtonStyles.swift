import LoomUI

/// `.buttonStyle(_:)` with a script type conforming to `ButtonStyle` or `PrimitiveButtonStyle`:
/// LoomUI calls its `makeBody(configuration:)` for every button below, and that body replaces the
/// button (the built-in styles are in ControlStyles.swift).
extension NativeRegistry {
    func installButtonStyles() {
        nativeType("PrimitiveButtonStyle")
        // SwiftUI's `ButtonStyleConfiguration` and `PrimitiveButtonStyleConfiguration`; a picture
        // never presses a button, and a primitive style's `trigger()` has no action to run.
        nativeType("ButtonStyleConfiguration", payload: ButtonStyleConfiguration.self) { t in
            t.property("var label: some View") { p in NativeRegistry.shared.wrap((p as! ButtonStyleConfiguration).label) }
            t.property("var isPressed: Bool") { p in .bool((p as! ButtonStyleConfiguration).isPressed) }
            t.property("var role: ButtonRole?") { p in (p as! ButtonStyleConfiguration).role.map { .some(NativeRegistry.shared.wrap($0)) } ?? .null }
        }
        nativeType("PrimitiveButtonStyleConfiguration") { t in
            t.property("var label: some View") { p in NativeRegistry.shared.wrap((p as! ButtonStyleConfiguration).label) }
            t.property("var role: ButtonRole?") { p in (p as! ButtonStyleConfiguration).role.map { .some(NativeRegistry.shared.wrap($0)) } ?? .null }
            t.method("trigger()") { _ in .void }
        }
        nativeType("Button") { t in
            // Inside a primitive style's `makeBody`: the button it styles, drawn by the style outside it.
            t.initializer("init(_ configuration: PrimitiveButtonStyleConfiguration)") { c in
                c.wrap(Button(try c.native(0) as ButtonStyleConfiguration))
            }
        }
        nativeType("View") { t in
            t.method("buttonStyle(_ style: ButtonStyle)") { c in try c.interpreter.buttonStyled(try c.receiverView(), by: c.value(0), loc: c.loc) }
            t.method("buttonStyle(_ style: PrimitiveButtonStyle)") { c in try c.interpreter.buttonStyled(try c.receiverView(), by: c.value(0), loc: c.loc) }
        }
    }
}

extension Interpreter {
    /// `view.buttonStyle(style)`: a built-in style, or a script style's `makeBody(configuration:)`.
    func buttonStyled(_ view: any ViewNode, by style: Value, loc: Loc) throws -> Value {
        if case .native(let n) = style.optionalPayload ?? .null, let builtIn = n.payload as? ButtonStyle {
            return wrapNative(view.buttonStyle(builtIn))
        }
        let protocols = conformances(of: style)
        guard let protocolName = ["ButtonStyle", "PrimitiveButtonStyle"].first(where: protocols.contains) else {
            throw ScriptError(loc, "instance method 'buttonStyle' requires that '\(style.typeName)' conform to 'ButtonStyle'")
        }
        let typeName = baseTypeName(of: style)
        let custom = CustomButtonStyle(name: typeName) { [self] configuration, environment in
            let argument = self.wrap(configuration, as: protocolName == "ButtonStyle" ? "ButtonStyleConfiguration" : "PrimitiveButtonStyleConfiguration")
            return try self.scriptStyleBody(style, typeName: typeName, configuration: argument, environment: environment, loc: loc)
        }
        return wrapNative(view.buttonStyle(.custom(custom)))
    }
}
