import LoomGraphics
import LoomUI

/// `EmptyModifier()`: the modifier that changes nothing.
struct EmptyModifierValue: Equatable {}

/// `modifier.animation(_:)`: the modifier whose own values animate with `animation` when they
/// change (SwiftUI's `ViewModifier.animation(_:)`); a still picture draws the modifier alone.
struct AnimatedModifierValue {
    var modifier: Value
    var animation: LoomUI.Animation?
}

/// `ProjectionTransform`: a geometry effect's transform, kept apart from `CGAffineTransform`'s payload.
struct ProjectionTransformValue: Equatable {
    var transform: Transform
}

/// `ViewModifier`: a script type whose `body(content:)` wraps a view. `.modifier(m)` calls that
/// body when LoomUI lays the view out, as it does a script view's `body`. `AnyView` erases
/// nothing here: every view is already one kind of value.
extension NativeRegistry {
    func installViewModifiers() {
        nativeType("ViewModifier") { t in
            t.method("animation(_ animation: Animation?)") { c in
                c.wrap(AnimatedModifierValue(modifier: c.receiver ?? .void, animation: try c.optionalNative(0)))
            }
        }
        nativeType("_AnimatedModifier", payload: AnimatedModifierValue.self, conformances: ["ViewModifier"])
        // Modifiers that animate their own data are view modifiers too.
        nativeType("AnimatableModifier", conformances: ["Animatable", "ViewModifier"])
        nativeType("GeometryEffect", conformances: ["Animatable", "ViewModifier"])
        // What a geometry effect returns: an affine transform (a `CATransform3D`'s perspective
        // part is not drawn).
        nativeType("ProjectionTransform", payload: ProjectionTransformValue.self, conformances: ["Equatable"]) { t in
            t.initializer("init()") { c in c.wrap(ProjectionTransformValue(transform: .identity)) }
            t.initializer("init(_ transform: CGAffineTransform)") { c in c.wrap(ProjectionTransformValue(transform: try c.native(0))) }
            t.property("var isIdentity: Bool") { p in .bool((p as! ProjectionTransformValue).transform.isIdentity) }
            t.property("var isAffine: Bool") { _ in .bool(true) }
            t.method("concatenating(_ rhs: ProjectionTransform)") { c in
                let lhs: ProjectionTransformValue = try c.receiverNative(), rhs: ProjectionTransformValue = try c.native(0)
                return c.wrap(ProjectionTransformValue(transform: lhs.transform.concatenating(rhs.transform)))
            }
        }
        nativeType("View") { t in
            t.method("modifier(_ modifier: Any)") { c in try c.interpreter.modified(c.receiverView(), by: c.value(0), loc: c.loc) }
        }
        nativeType("ModifiedContent", conformances: ["View"]) { t in
            t.initializer("init(content: View, modifier: Any)") { c in try c.interpreter.modified(c.view(0), by: c.value(1), loc: c.loc) }
        }
        nativeType("EmptyModifier", payload: EmptyModifierValue.self, conformances: ["ViewModifier"]) { t in
            t.initializer("init()") { c in c.wrap(EmptyModifierValue()) }
            t.staticValue("static let identity: EmptyModifier") { i in i.wrapNative(EmptyModifierValue()) }
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
        // The modified view animates as `.animation(_:value:)` watching the modifier's own values.
        if case .native(let n) = modifier, let animated = n.payload as? AnimatedModifierValue {
            let modified = try requireView(try self.modified(content, by: animated.modifier, loc: loc), loc: loc)
            return wrapNative(modified.animation(animated.animation, value: describe(animated.modifier)))
        }
        guard conformances(of: modifier).contains("ViewModifier") else {
            throw ScriptError(loc, "instance method 'modifier' requires that '\(modifier.typeName)' conform to 'ViewModifier'")
        }
        let typeName = baseTypeName(of: modifier)
        let node = DeferredView(name: typeName) { [self] environment in
            try self.evaluateDeferred(loc: loc) {
                // A modifier's `@State` lives as a view's does: on an animated picture's clock it
                // has what its `onAppear` changed (Shimmer's phase), in a still picture what its
                // `onPreferenceChange` actions set.
                var (modifier, environment) = self.viewWithState(modifier, typeName: typeName, environment: environment)
                if let state = environment.pictureState {
                    (modifier, environment) = self.viewWithState(modifier, typeName: typeName, environment: environment, in: state)
                }
                // An `AnimatableModifier` shows its `animatableData` as this pass of an animation does,
                // and its body draws that data as it is; the content keeps its own animations.
                var content = content
                let animating = environment.motion != nil && self.declaresAnimatableData(modifier)
                if animating {
                    modifier = try self.animatingData(modifier, typeName: typeName, environment: environment, loc: loc)
                    let outer = environment.motion?.holdsValues ?? false
                    content = EnvironmentModifierView(content: content) { $0.motion?.holdsValues = outer }
                }
                // A `GeometryEffect` has no body: it transforms the content by what its
                // `effectValue(size:)` makes of the size it is drawn at.
                if self.conformances(of: modifier).contains("GeometryEffect"),
                   case .function(let effect) = try self.member(of: modifier, "effectValue", loc: loc, expected: nil, forCall: true) {
                    return content.geometryEffect { [self] size in
                        let made = try? self.evaluateDeferred(loc: loc) { try self.callFunction(effect, [self.wrapNative(size)], loc) }
                        guard case .native(let n)? = made, let projection = n.payload as? ProjectionTransformValue else { return .identity }
                        return projection.transform
                    }
                }
                self.environmentStack.append(environment)
                defer { self.environmentStack.removeLast() }
                guard case .function(let body) = try self.member(of: modifier, "body", loc: loc, expected: nil, forCall: true) else {
                    throw ScriptError(loc, "type '\(modifier.typeName)' does not implement 'body(content:)'")
                }
                let made = try self.requireView(try self.callFunction(body, [self.wrapNative(content)], loc), loc: loc)
                return animating ? EnvironmentModifierView(content: made) { $0.motion?.holdsValues = true } : made
            }
        }
        return wrapNative(node)
    }
}
