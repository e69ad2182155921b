import LoomGraphics
import LoomUI

/// SwiftUI's `Layout` protocol (iOS 16): a script type with `sizeThatFits(proposal:subviews:cache:)`
/// and `placeSubviews(in:proposal:subviews:cache:)` used as a container (`Stair(step: 8) { … }`,
/// `callAsFunction`), and `AnyLayout` over it or the stacks' layouts. LoomUI's `LayoutView` runs
/// the layout; the script's methods are called through `ScriptLayout`.
extension NativeRegistry {
    func installLayouts() {
        nativeType("Layout") { t in
            t.method("callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View") { c in
                try c.interpreter.layoutContainer(c.receiver ?? .void, content: try c.children(0), loc: c.loc)
            }
        }
        nativeType("AnyLayout", payload: AnyLayout.self, conformances: ["Layout"]) { t in
            t.initializer("init(_ layout: Layout)") { c in c.wrap(try c.interpreter.anyLayout(c.value(0), loc: c.loc)) }
        }
        // The stacks' layouts, for `AnyLayout(HStackLayout())` and `HStackLayout { … }`.
        nativeType("HStackLayout", conformances: ["Layout"]) { t in
            t.initializer("init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil)") { c in
                c.interpreter.wrap(AnyLayout.hStack(alignment: try c.native(0), spacing: try c.optionalDouble(1)), as: "HStackLayout")
            }
        }
        nativeType("VStackLayout", conformances: ["Layout"]) { t in
            t.initializer("init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil)") { c in
                c.interpreter.wrap(AnyLayout.vStack(alignment: try c.native(0), spacing: try c.optionalDouble(1)), as: "VStackLayout")
            }
        }
        nativeType("ZStackLayout", conformances: ["Layout"]) { t in
            t.initializer("init(alignment: Alignment = .center)") { c in
                c.interpreter.wrap(AnyLayout.zStack(alignment: try c.native(0)), as: "ZStackLayout")
            }
        }
        nativeType("LayoutSubview", payload: LayoutSubview.self, conformances: ["Equatable"]) { t in
            t.method("sizeThatFits(_ proposal: ProposedViewSize) -> CGSize") { c in
                c.wrap((try c.receiverNative() as LayoutSubview).sizeThatFits(try c.native(0)))
            }
            t.method("dimensions(in proposal: ProposedViewSize) -> ViewDimensions") { c in
                c.wrap((try c.receiverNative() as LayoutSubview).dimensions(in: try c.native(0)))
            }
            t.method("place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)") { c in
                (try c.receiverNative() as LayoutSubview).place(at: try c.native(0), anchor: try c.native(1), proposal: try c.native(2))
                return .void
            }
            t.property("var priority: Double") { p in .double((p as! LayoutSubview).priority, .double) }
            t.property("var spacing: ViewSpacing") { p in NativeRegistry.shared.wrap((p as! LayoutSubview).spacing) }
        }
        nativeType("ViewSpacing", payload: ViewSpacing.self) { t in
            t.initializer("init()") { c in c.wrap(ViewSpacing()) }
            t.constants([("zero", ViewSpacing.zero)])
            t.method("distance(to next: ViewSpacing, along axis: Axis) -> CGFloat") { c in
                .cgfloat((try c.receiverNative() as ViewSpacing).distance(to: try c.native(0), along: try c.native(1)))
            }
            t.method("union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing") { c in
                c.wrap((try c.receiverNative() as ViewSpacing).union(try c.native(0)))
            }
        }
        // `static var layoutProperties: LayoutProperties`: a layout's orientation, which Loom
        // does not read (a Spacer in a custom layout keeps its own).
        nativeType("LayoutProperties", payload: LayoutPropertiesValue.self) { t in
            t.initializer("init()") { c in c.wrap(LayoutPropertiesValue()) }
            t.property("var stackOrientation: Axis? { get set }", get: { p in
                (p as! LayoutPropertiesValue).stackOrientation.map { .some(NativeRegistry.shared.wrap($0)) } ?? .null
            }, set: { p, newValue, _, _ in
                var copy = p as! LayoutPropertiesValue
                if case .native(let n) = newValue.optionalPayload ?? .null { copy.stackOrientation = n.payload as? Axis } else { copy.stackOrientation = nil }
                return copy
            })
        }
    }
}

/// SwiftUI's `LayoutProperties`.
struct LayoutPropertiesValue {
    var stackOrientation: Axis?
}

/// A script type conforming to `Layout`, as LoomUI runs layouts: each method calls the script's
/// own, its subviews a `[LayoutSubview]` and its cache the script's value (`()` unless the type
/// declares `makeCache(subviews:)`), written back after each call as an `inout` argument is.
struct ScriptLayout: LoomUI.Layout {
    let interpreter: Interpreter
    let value: Value
    let loc: Loc

    func makeCache(subviews: LayoutSubviews) throws -> Value {
        guard interpreter.declares(value, "makeCache") else { return .void }
        return try interpreter.evaluateDeferred(loc: loc) {
            try interpreter.callLayoutMethod(value, "makeCache", [interpreter.subviewValues(subviews)], loc: loc).result
        }
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Value) throws -> Size {
        let arguments = [interpreter.wrapNative(proposal), interpreter.subviewValues(subviews), cache]
        let (result, written) = try interpreter.evaluateDeferred(loc: loc) {
            try interpreter.callLayoutMethod(value, "sizeThatFits", arguments, loc: loc)
        }
        if let written = written?[2] { cache = written }
        guard case .native(let n) = result.optionalPayload ?? .null, let size = n.payload as? Size else {
            throw ScriptError(loc, "'sizeThatFits(proposal:subviews:cache:)' must return a CGSize")
        }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Value) throws {
        let arguments = [interpreter.wrapNative(bounds), interpreter.wrapNative(proposal), interpreter.subviewValues(subviews), cache]
        let written = try interpreter.evaluateDeferred(loc: loc) {
            try interpreter.callLayoutMethod(value, "placeSubviews", arguments, loc: loc).written
        }
        if let written = written?[3] { cache = written }
    }
}

extension Interpreter {
    /// `layout { content }`: a script layout, or a built-in one (`AnyLayout`, `HStackLayout`, …).
    func layoutContainer(_ layout: Value, content: [any ViewNode], loc: Loc) throws -> Value {
        wrapNative(try anyLayout(layout, loc: loc).callAsFunction(content: content))
    }

    /// `AnyLayout(layout)`: a built-in layout as it is, a script's through `ScriptLayout`.
    func anyLayout(_ layout: Value, loc: Loc) throws -> AnyLayout {
        if case .native(let n) = layout.optionalPayload ?? .null, let builtIn = n.payload as? AnyLayout { return builtIn }
        guard conformances(of: layout).contains("Layout") else {
            throw ScriptError(loc, "'\(layout.typeName)' does not conform to 'Layout'")
        }
        return AnyLayout(ScriptLayout(interpreter: self, value: layout, loc: loc))
    }

    func subviewValues(_ subviews: LayoutSubviews) -> Value {
        .array(subviews.map { wrap($0, as: "LayoutSubview") })
    }

    /// Calls a layout's method by position; a script method hands back its `inout` arguments'
    /// final values too (the cache).
    func callLayoutMethod(_ layout: Value, _ name: String, _ arguments: [Value], loc: Loc) throws -> (result: Value, written: [Value]?) {
        guard case .function(let f) = try member(of: layout, name, loc: loc, expected: nil, forCall: true) else {
            throw ScriptError(loc, "type '\(layout.typeName)' does not implement '\(name)'")
        }
        if case .script(let decl, let env, let selfType) = f.kind, decl.genericRequirements.isEmpty, decl.params.count == arguments.count {
            try enterCall(loc)
            defer { exitCall() }
            let done = try invoke(decl, env: env, selfType: selfType, receiver: f.receiver, args: arguments, loc: decl.loc)
            return (done.value, done.inoutValues)
        }
        return (try callFunction(f, arguments, loc), nil)
    }

    /// `Stair(step: 8) { … }`, `HStackLayout { … }`: a type called with a trailing closure none
    /// of its initializers takes, whose values are called (a bridged protocol such as `Layout`
    /// declares `callAsFunction`). Swift makes the value without the closure and calls it with it.
    func passesTrailingClosureToCallAsFunction(_ type: RuntimeType, _ initializers: [Candidate]) -> Bool {
        guard !initializers.contains(where: { $0.params.contains { p in
            if case .function? = p.type { return true }
            return false
        } }) else { return false }
        func callable(_ name: String, _ seen: inout Set<String>) -> Bool {
            guard seen.insert(name).inserted else { return false }
            if let nt = nativeTypes[name] { return nt.methods["callAsFunction"] != nil || nt.conformances.contains { callable($0, &seen) } }
            if let p = userTypes[name], p.kind == .protocolType { return p.conformances.contains { callable($0, &seen) } }
            return false
        }
        var seen = Set<String>()
        switch type {
        case .user(let u), .generic(let u, _): return u.conformances.contains { callable($0, &seen) }
        case .native(let nt): return nt.conformances.contains { callable($0, &seen) }
        case .builtin: return false
        }
    }
}
