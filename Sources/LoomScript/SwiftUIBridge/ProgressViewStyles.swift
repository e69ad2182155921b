import LoomUI

/// `.progressViewStyle(_:)`: SwiftUI's `.linear` and `.circular` (and their iOS 14 structs), or a
/// script type conforming to `ProgressViewStyle`, whose `makeBody(configuration:)` LoomUI calls
/// for every progress view below, with its labels and `fractionCompleted`.
extension NativeRegistry {
    func installProgressViewStyles() {
        nativeType("ProgressViewStyle") { t in
            t.constants([("automatic", ProgressViewStyle.automatic), ("linear", ProgressViewStyle.linear), ("circular", ProgressViewStyle.circular)])
        }
        for (name, style) in [("DefaultProgressViewStyle", ProgressViewStyle.automatic), ("LinearProgressViewStyle", .linear),
                              ("CircularProgressViewStyle", .circular)] {
            nativeType(name, conformances: ["ProgressViewStyle"]) { t in
                t.initializer("init()") { c in c.interpreter.wrap(style, as: "ProgressViewStyle") }
                // iOS 14's tinted styles colour the bar (the spinner keeps its grey in Loom).
                t.initializer("init(tint: Color)") { c in c.interpreter.wrap(TintedProgressViewStyle(style: style, tint: try c.native(0)), as: "ProgressViewStyle") }
            }
        }
        nativeType("ProgressViewStyleConfiguration", payload: ProgressViewStyleConfiguration.self) { t in
            t.property("var label: (some View)?") { p in NativeRegistry.optionalView((p as! ProgressViewStyleConfiguration).label) }
            t.property("var currentValueLabel: (some View)?") { p in NativeRegistry.optionalView((p as! ProgressViewStyleConfiguration).currentValueLabel) }
            t.property("var fractionCompleted: Double?") { p in (p as! ProgressViewStyleConfiguration).fractionCompleted.map { .some(.double($0, .double)) } ?? .null }
        }
        nativeType("View") { t in
            t.method("progressViewStyle(_ style: ProgressViewStyle)") { c in
                try c.interpreter.progressViewStyled(try c.receiverView(), by: c.value(0), loc: c.loc)
            }
        }
    }

    /// A configuration's label: the view wrapped as an optional, as SwiftUI's `Label?`.
    static func optionalView(_ view: (any ViewNode)?) -> Value {
        view.map { .some(NativeRegistry.shared.wrap($0)) } ?? .null
    }
}

/// `CircularProgressViewStyle(tint:)`, `LinearProgressViewStyle(tint:)`: a style and its tint.
struct TintedProgressViewStyle {
    var style: ProgressViewStyle
    var tint: Color
}

extension Interpreter {
    /// What a script style (`ButtonStyle`, `ProgressViewStyle`) draws for `configuration`: its
    /// `makeBody(configuration:)`, run with its `@State` kept as a view's is (RingProgressViewStyle
    /// turns its ring in `onAppear`) and in `environment`.
    func scriptStyleBody(_ style: Value, typeName: String, configuration: Value, environment: EnvironmentValues, loc: Loc) throws -> any ViewNode {
        try evaluateDeferred(loc: loc) { [self] in
            var (style, environment) = viewWithState(style, typeName: typeName, environment: environment)
            if let state = environment.pictureState {
                (style, environment) = viewWithState(style, typeName: typeName, environment: environment, in: state)
            }
            environmentStack.append(environment)
            defer { environmentStack.removeLast() }
            guard case .function(let body) = try member(of: style, "makeBody", loc: loc, expected: nil, forCall: true) else {
                throw ScriptError(loc, "type '\(style.typeName)' does not implement 'makeBody(configuration:)'")
            }
            return try requireView(try callFunction(body, [configuration], loc), loc: loc)
        }
    }

    /// `view.progressViewStyle(style)`: a built-in style, or a script style's `makeBody(configuration:)`.
    func progressViewStyled(_ view: any ViewNode, by style: Value, loc: Loc) throws -> Value {
        if case .native(let n) = style.optionalPayload ?? .null {
            if let builtIn = n.payload as? ProgressViewStyle { return wrapNative(view.progressViewStyle(builtIn)) }
            if let tinted = n.payload as? TintedProgressViewStyle { return wrapNative(view.progressViewStyle(tinted.style).tint(tinted.tint)) }
        }
        let custom: CustomProgressViewStyle = try scriptStyle(style, conformingTo: "ProgressViewStyle", modifier: "progressViewStyle", loc: loc)
        return wrapNative(view.progressViewStyle(.custom(custom, outer: .automatic)))
    }

    /// A script type's control style for LoomUI: its `makeBody(configuration:)`, run for each
    /// control below with that control's configuration.
    func scriptStyle<Configuration>(_ style: Value, conformingTo protocolName: String, modifier: String, loc: Loc) throws -> CustomStyle<Configuration> {
        guard conformances(of: style).contains(protocolName) else {
            throw ScriptError(loc, "instance method '\(modifier)' requires that '\(style.typeName)' conform to '\(protocolName)'")
        }
        let typeName = baseTypeName(of: style)
        return CustomStyle(name: typeName) { [self] configuration, environment in
            try self.scriptStyleBody(style, typeName: typeName, configuration: self.wrapNative(configuration), environment: environment, loc: loc)
        }
    }
}
