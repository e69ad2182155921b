import LoomUI

/// `.toggleStyle(_:)`: SwiftUI's `.switch` and `.button`, or a script type conforming to
/// `ToggleStyle`, whose `makeBody(configuration:)` LoomUI calls for every toggle below.
extension NativeRegistry {
    func installToggleStyles() {
        nativeType("ToggleStyle") { t in
            t.constants([("automatic", ToggleStyle.automatic), ("switch", ToggleStyle.switch), ("button", ToggleStyle.button)])
        }
        for (name, style) in [("DefaultToggleStyle", ToggleStyle.automatic), ("SwitchToggleStyle", .switch), ("ButtonToggleStyle", .button)] {
            nativeType(name) { t in t.initializer("init()") { c in c.interpreter.wrap(style, as: "ToggleStyle") } }
        }
        // SwiftUI's `ToggleStyleConfiguration`: the label and the state a picture shows.
        nativeType("ToggleStyleConfiguration", payload: ToggleStyleConfiguration.self) { t in
            t.property("var label: some View") { p in NativeRegistry.shared.wrap((p as! ToggleStyleConfiguration).label) }
            t.property("var isOn: Bool") { p in .bool((p as! ToggleStyleConfiguration).isOn) }
            // Its `@Binding`, passed on (to a button style): a binding is its value in a picture.
            t.property("var $isOn: Binding<Bool>") { p in .bool((p as! ToggleStyleConfiguration).isOn) }
        }
        nativeType("Toggle") { t in
            t.initializer("init(_ configuration: ToggleStyleConfiguration)") { c in c.wrap(Toggle(try c.native(0) as ToggleStyleConfiguration)) }
        }
        nativeType("View") { t in
            t.method("toggleStyle(_ style: ToggleStyle)") { c in try c.interpreter.toggleStyled(try c.receiverView(), by: c.value(0), loc: c.loc) }
        }
    }
}

extension Interpreter {
    /// `view.toggleStyle(style)`: a built-in style, or a script style's `makeBody(configuration:)`.
    func toggleStyled(_ view: any ViewNode, by style: Value, loc: Loc) throws -> Value {
        if case .native(let n) = style.optionalPayload ?? .null, let builtIn = n.payload as? ToggleStyle {
            return wrapNative(view.toggleStyle(builtIn))
        }
        let custom: CustomToggleStyle = try scriptStyle(style, conformingTo: "ToggleStyle", modifier: "toggleStyle", loc: loc)
        return wrapNative(view.toggleStyle(.custom(custom, outer: .automatic)))
    }
}
