import LoomUI

/// `EmptyModifier()`: the modifier that changes nothing.
struct EmptyModifierValue: Equatable {}

/// `ViewModifier`: a script type whose `body(content:)` wraps a view. `.modifier(m)` calls that
/// body when LoomUI lays the view out, as it does a script view's `body`. `AnyView` erases
/// nothing here: every view is already one kind of value.
extension NativeRegistry {
    func installViewModifiers() {
        nativeType("ViewModifier")
        // Modifiers that animate their own data are view modifiers too.
        nativeType("AnimatableModifier", conformances: ["Animatable", "ViewModifier"])
        nativeType("GeometryEffect", conformances: ["Animatable", "ViewModifier"])
        nativeType("View") { t in
            t.method("modifier(_ modifier: Any)") { c in try c.interpreter.modified(c.receiverView(), by: c.value(0), loc: c.loc) }
        }
        nativeType("ModifiedContent", conformances: ["View"]) { t in
            t.initializer("init(content: View, modifier: Any)") { c in try c.interpreter.modified(c.view(0), by: c.value(1), loc: c.loc) }
        }
        nativeType("EmptyModifier", payload: EmptyModifierValue.self, conformances: ["ViewModifier"]) { t in
            t.initializer("init()") { c in c.wrap(EmptyModifierValue()) }
            t.staticValue("identity") { i in i.wrapNative(EmptyModifierValue()) }
        }
        nativeType("AnyView", conformances: ["View"]) { t in
            t.initializer("init(_ view: View)") { c in c.wrap(try c.view(0)) }
            t.initializer("init(erasing view: View)") { c in c.wrap(try c.view(0)) }
        }
    }
}

extension Interpreter {
    /// `content.modifier(m)`: `m.body(content:)`, run when the view is laid out.
    func modified(_ content: any ViewNode, by modifier: Value, loc: Loc) throws -> Value {
        if case .native(let n) = modifier, n.payload is EmptyModifierValue { return wrapNative(content) }
        guard conformances(of: modifier).contains("ViewModifier") else {
            throw ScriptError(loc, "instance method 'modifier' requires that '\(modifier.typeName)' conform to 'ViewModifier'")
        }
        let node = DeferredView(name: baseTypeName(of: modifier)) { [self] environment in
            try self.evaluateDeferred(loc: loc) {
                self.environmentStack.append(environment)
                defer { self.environmentStack.removeLast() }
                // An `AnimatableModifier` shows its `animatableData` as this pass of an animation does.
                let modifier = try self.animatingData(modifier, typeName: self.baseTypeName(of: modifier), environment: environment, loc: loc)
                guard case .function(let body) = try self.member(of: modifier, "body", loc: loc, expected: nil, forCall: true) else {
                    throw ScriptError(loc, "type '\(modifier.typeName)' does not implement 'body(content:)'")
                }
                return try self.requireView(try self.callFunction(body, [self.wrapNative(content)], loc), loc: loc)
            }
        }
        return wrapNative(node)
    }
}
