import LoomGraphics
import LoomUI

/// Moving values between scripts and LoomUI: any view-like script value becomes a `ViewNode`
/// (script `View` structs through `DeferredView`, script `Shape`s through `ClosureShape`),
/// and LoomUI results come back as native values typed by what they conform to.
extension Interpreter {
    /// The value of a builder block: one view, or several that the container will flatten.
    func makeViewGroup(_ children: [Value], loc: Loc) throws -> Value {
        if children.count == 1 { return children[0] }
        return .array(children)
    }

    /// Wraps a LoomUI value; its bridged type is found from the value (`NativeRegistry.wrap`).
    func wrapNative(_ payload: Any) -> Value { natives.wrap(payload) }

    /// The LoomUI node for a script value that is a view, or nil when it is not one.
    func viewNode(_ v: Value, loc: Loc) throws -> (any ViewNode)? {
        switch v {
        case .native(let n):
            return n.payload as? any ViewNode
        case .array(let xs):
            return LoomUI.Group(content: try xs.map { try requireView($0, loc: loc) })
        case .structValue, .object, .enumValue:
            let conforms = conformances(of: v)
            let typeName = baseTypeName(of: v)
            if conforms.contains("View"), hasBody(v) {
                return DeferredView(name: typeName) { [self] environment in
                    try self.evaluateDeferred(loc: loc) {
                        // On an animated picture's clock the view has the state its actions changed.
                        var (v, environment) = self.viewWithState(v, typeName: typeName, environment: environment)
                        // In a still picture, with the state its `onPreferenceChange` actions set.
                        if let state = environment.pictureState { (v, environment) = self.viewWithState(v, typeName: typeName, environment: environment, in: state) }
                        // An `Animatable` view shows its data as this pass of an animation does, and
                        // its body draws that data as it is (MotionContext.holdsValues).
                        let animating = environment.motion != nil && self.declaresAnimatableData(v)
                        if animating { v = try self.animatingData(v, typeName: typeName, environment: environment, loc: loc) }
                        // `@Environment` properties read the environment the body is computed in.
                        self.environmentStack.append(environment)
                        defer { self.environmentStack.removeLast() }
                        var body = try self.requireView(try self.member(of: v, "body", loc: loc, expected: nil), loc: loc)
                        // What the body runs later, at layout (a `GeometryReader`'s closure), still
                        // keeps its state on this view.
                        if let slot = environment.custom[ViewStateSlot.key] as? ViewStateSlot {
                            body = EnvironmentModifierView(content: body) { $0.custom[ViewStateSlot.key] = slot }
                        }
                        return animating ? EnvironmentModifierView(content: body) { $0.motion?.holdsValues = true } : body
                    }
                }
            }
            if conforms.contains("Shape") { return try shapeNode(v, loc: loc) }
            if conforms.contains("UIViewRepresentable") { return representableView(v, typeName: typeName, loc: loc) }
            return nil
        case .some(let x):
            return try viewNode(x, loc: loc)
        case .null, .void:
            return EmptyView()
        default:
            return nil
        }
    }

    /// Whether a script type (or a protocol extension it gets) defines `body`, without running it.
    func hasBody(_ v: Value) -> Bool {
        let type: UserType
        switch v {
        case .structValue(let s): type = s.type
        case .object(let o): type = o.type
        case .enumValue(let e): type = e.type
        default: return false
        }
        if type.computed["body"] != nil || type.storedProperties.contains(where: { $0.name == "body" }) { return true }
        return conformances(of: v).contains { (userTypes[$0] ?? extensions[$0])?.computed["body"] != nil }
    }

    func requireView(_ v: Value, loc: Loc) throws -> any ViewNode {
        guard let node = try viewNode(v, loc: loc) else {
            throw ScriptError(loc, "type '\(v.typeName)' does not conform to protocol 'View'")
        }
        return node
    }

    /// A script `Shape`: LoomUI asks for its path whenever it lays it out.
    func shapeNode(_ v: Value, loc: Loc) throws -> any LoomUI.Shape {
        if case .native(let n) = v, let s = n.payload as? any LoomUI.Shape { return s }
        var shape = ClosureShape(name: baseTypeName(of: v)) { [self] rect in
            try self.evaluateDeferred(loc: loc) { try self.scriptPath(of: v, in: rect, loc: loc) }
        }
        shape.animatable = try shapeAnimatable(v, loc: loc)
        if declares(v, "sizeThatFits") {
            shape.sizing = { [self] proposal in
                try self.evaluateDeferred(loc: loc) { try self.scriptSize(of: v, for: proposal, loc: loc) }
            }
        }
        if declares(v, "inset") {
            shape.insetting = { [self] amount in
                try self.evaluateDeferred(loc: loc) { try self.shapeNode(try self.scriptInset(of: v, by: amount, loc: loc), loc: loc) }
            }
        }
        return shape
    }

    /// A script `InsettableShape`'s own `inset(by: amount)`.
    func scriptInset(of v: Value, by amount: Double, loc: Loc) throws -> Value {
        let f = try member(of: v, "inset", loc: loc, expected: nil, forCall: true)
        guard case .function(let fn) = f else { throw ScriptError(loc, "'\(v.typeName)' has no 'inset(by:)'") }
        return try callFunction(fn, [.cgfloat(amount)], loc)
    }

    /// Whether a script type (or a script protocol extension it gets) declares method `name`;
    /// the bridged members every `Shape` or `View` has do not count.
    func declares(_ v: Value, _ name: String) -> Bool {
        let type: UserType
        switch v {
        case .structValue(let s): type = s.type
        case .object(let o): type = o.type
        case .enumValue(let e): type = e.type
        default: return false
        }
        if type.chain.contains(where: { $0.methods[name] != nil }) { return true }
        return conformances(of: v).contains { (userTypes[$0] ?? extensions[$0])?.methods[name] != nil }
    }

    /// A script shape's own `sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`.
    func scriptSize(of v: Value, for proposal: ProposedSize, loc: Loc) throws -> Size {
        let f = try member(of: v, "sizeThatFits", loc: loc, expected: nil, forCall: true)
        guard case .function(let fn) = f else { throw ScriptError(loc, "'\(v.typeName)' has no 'sizeThatFits(_:)'") }
        let result = try callFunction(fn, [wrapNative(proposal)], loc)
        guard case .native(let n) = result.optionalPayload ?? .null, let size = n.payload as? Size else {
            throw ScriptError(loc, "'sizeThatFits(_:)' must return a CGSize")
        }
        return size
    }

    /// A script shape's `path(in: rect)`.
    func scriptPath(of v: Value, in rect: Rect, loc: Loc) throws -> LoomGraphics.Path {
        let f = try member(of: v, "path", loc: loc, expected: nil, forCall: true)
        guard case .function(let fn) = f else { throw ScriptError(loc, "'\(v.typeName)' has no 'path(in:)'") }
        let result = try callFunction(fn, [wrapNative(rect)], loc)
        guard case .native(let p) = result, let path = p.payload as? LoomGraphics.Path else {
            throw ScriptError(loc, "'path(in:)' must return a Path")
        }
        return path
    }

    /// Script code LoomUI runs later (view bodies, shape paths) gets a fresh budget when it is
    /// not nested inside a running block, and a large stack.
    func evaluateDeferred<T>(loc: Loc, _ body: @escaping () throws -> T) throws -> T {
        // A body computed while a method runs (its `withAnimation` re-rendering the picture) does
        // not see that method's generic arguments: `Badge(shape: Tri())` beside a `Badge<Dia>`.
        let scopes = genericScopes
        genericScopes = []
        defer { genericScopes = scopes }
        if callDepth > 0 { return try body() }
        steps = 0
        deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(budget.seconds * 1000)))
        let box = DeferredResult<T>()
        box.body = body
        runOnLargeStack {
            do { box.result = .success(try box.body!()) } catch { box.result = .failure(error) }
        }
        switch box.result {
        case .success(let v)?: return v
        case .failure(let e as ScriptError)? where !isCurrentBlock(e.loc.file):
            // A library's or an earlier block's body failed: say where, at the block's view.
            throw ScriptError(blockRelative(loc), locatedMessage(e))
        case .failure(let e as ScriptError)?:
            throw ScriptError(blockRelative(e.loc), e.message)
        case .failure(let e)?: throw e
        case nil: throw ScriptError(loc, "the view body did not finish")
        }
    }

    /// The children a `@ViewBuilder` closure argument builds.
    func builderChildren(_ v: Value, loc: Loc) throws -> [any ViewNode] {
        var result = v
        if case .function(let f) = v { result = try callFunction(f, [], loc) }
        if case .array(let xs) = result { return try xs.map { try requireView($0, loc: loc) } }
        if case .void = result { return [] }
        return [try requireView(result, loc: loc)]
    }
}

final class DeferredResult<T>: @unchecked Sendable {
    var body: (() throws -> T)?
    var result: Result<T, Error>?
}

extension ScriptError: CustomStringConvertible {
    var description: String { "\(loc.line):\(loc.column): \(message)" }
}

extension NativeCall {
    func view(_ i: Int) throws -> any ViewNode { try interpreter.requireView(value(i), loc: loc) }
    func receiverView() throws -> any ViewNode { try interpreter.requireView(receiver ?? .void, loc: loc) }
    func receiverShape() throws -> any LoomUI.Shape { try interpreter.shapeNode(receiver ?? .void, loc: loc) }
    func shape(_ i: Int) throws -> any LoomUI.Shape { try interpreter.shapeNode(value(i), loc: loc) }
    func children(_ i: Int) throws -> [any ViewNode] { try interpreter.builderChildren(value(i), loc: loc) }
    /// What a `@ViewBuilder` argument builds, as one view: itself when it builds one.
    func builtView(_ i: Int) throws -> any ViewNode {
        let built = try children(i)
        return built.count == 1 ? built[0] : LoomUI.Group(content: built)
    }
    func style(_ i: Int) throws -> any ShapeStyle {
        if case .native(let n) = value(i).optionalPayload ?? .null, let s = n.payload as? any ShapeStyle { return s }
        throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type 'ShapeStyle'")
    }
    func wrap(_ payload: Any) -> Value { interpreter.wrapNative(payload) }
}
