import LoomGraphics
import LoomUI

/// A UIKit view a `UIViewRepresentable` makes, as a picture draws it: a plain view its
/// background colour, a visual effect view its material, an activity indicator SwiftUI's spinner.
/// A class, as UIKit's views are: `updateUIView(_:context:)` changes the one `makeUIView` made.
final class UIKitViewBox {
    enum Kind {
        case plain
        case visualEffect(BlurEffectValue?)
        case activityIndicator(large: Bool)
        /// `UIHostingController(rootView:).view`: the SwiftUI view itself.
        case hosting(any ViewNode)
    }

    var kind: Kind
    var backgroundColor: Color?
    var alpha = 1.0
    var isHidden = false
    /// An activity indicator's spokes (`color`); nil is UIKit's grey.
    var color: Color?
    var isAnimating = false
    var hidesWhenStopped = true

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// UIKit's `intrinsicContentSize`: an indicator's fixed size, a hosted view's ideal size,
    /// else `noIntrinsicMetric` (-1) both ways.
    func intrinsicContentSize() throws -> Size {
        switch kind {
        case .activityIndicator(let large):
            let side = large ? ProgressView.largeSpinnerSize : 20
            return Size(width: side, height: side)
        case .hosting(let view): return try LoomUI.sizeThatFits(view, proposal: .unspecified)
        case .plain, .visualEffect: return Size(width: -1, height: -1)
        }
    }

    /// The view as SwiftUI shows it inside a representable: views without an intrinsic size take
    /// the space offered (a blur fills the background it is put in), an indicator keeps its size.
    var view: any ViewNode {
        var shown: any ViewNode
        switch kind {
        case .plain:
            shown = Rectangle().fill(backgroundColor ?? Color.clear)
        case .visualEffect(let effect):
            var layers: [any ViewNode] = [Rectangle().fill(backgroundColor ?? Color.clear)]
            if let effect {
                let material: any ViewNode = Rectangle().fill(Material(effect.thickness))
                layers.append(effect.scheme.map { scheme in EnvironmentModifierView(content: material) { $0.colorScheme = scheme } } ?? material)
            }
            shown = ZStack(content: layers)
        case .activityIndicator(let large):
            let side = large ? ProgressView.largeSpinnerSize : ProgressView.spinnerSize
            let spinner = ProgressView.spinner(diameter: side, color: color)
            shown = ZStack(content: [Rectangle().fill(backgroundColor ?? Color.clear), isAnimating || !hidesWhenStopped ? spinner : Color.clear])
                .frame(width: side, height: side)
        case .hosting(let view):
            shown = backgroundColor.map { view.background(Rectangle().fill($0)) } ?? view
        }
        if alpha < 1 { shown = shown.opacity(max(alpha, 0)) }
        return isHidden ? shown.hidden() : shown
    }
}

/// `UIHostingController(rootView:)`: the SwiftUI view, and the UIKit view that shows it.
final class HostingControllerBox {
    let rootView: any ViewNode
    let view: UIKitViewBox

    init(rootView: any ViewNode) {
        self.rootView = rootView
        self.view = UIKitViewBox(.hosting(rootView))
    }
}

/// `UIBlurEffect(style:)`: the material a visual effect view lays down, and the scheme a
/// `…Light`/`…Dark` style fixes (nil follows the picture's).
struct BlurEffectValue {
    var thickness: Material.Thickness
    var scheme: ColorScheme?
}

/// The `context` a representable's `makeUIView(context:)` and `updateUIView(_:context:)` get.
struct RepresentableContext {
    var coordinator: Value
}

/// The UIKit views SwiftUI packages wrap in `UIViewRepresentable` (a blur background, a system
/// spinner), and `UIHostingController` for measuring a SwiftUI view the UIKit way.
extension NativeRegistry {
    func installUIKitViews() {
        nativeType("UIViewRepresentable", conformances: ["View"])
        nativeType("UIViewRepresentableContext", payload: RepresentableContext.self) { t in
            t.property("var coordinator: Any") { p in (p as! RepresentableContext).coordinator }
            t.property("var environment: EnvironmentValues") { _ in NativeRegistry.shared.wrap(EnvironmentValuesToken(), as: "EnvironmentValues") }
            t.property("var transaction: Transaction") { _ in .void }
        }
        nativeType("UIView") { t in
            t.initializer("init()") { c in c.interpreter.wrap(UIKitViewBox(.plain), as: "UIView") }
            t.initializer("init(frame: CGRect)") { c in c.interpreter.wrap(UIKitViewBox(.plain), as: "UIView") }
            t.staticValue("static let noIntrinsicMetric: CGFloat") { _ in .cgfloat(-1) }
            t.staticValue("static let layoutFittingCompressedSize: CGSize") { i in i.wrapNative(Size(width: 0, height: 0)) }
            t.staticValue("static let layoutFittingExpandedSize: CGSize") { i in i.wrapNative(Size(width: 1e6, height: 1e6)) }
        }
        nativeType("UIVisualEffect")
        nativeType("UIBlurEffect", payload: BlurEffectValue.self, conformances: ["UIVisualEffect"]) { t in
            t.initializer("init(style: UIBlurEffect.Style)") { c in c.wrap(try c.native(0) as BlurEffectValue) }
        }
        nativeType("UIBlurEffect.Style") { t in
            // The system materials by thickness; the older styles as the nearest one.
            var styles: [(String, BlurEffectValue)] = [
                ("regular", BlurEffectValue(thickness: .regular, scheme: nil)), ("prominent", BlurEffectValue(thickness: .thick, scheme: nil)),
                ("light", BlurEffectValue(thickness: .regular, scheme: .light)), ("extraLight", BlurEffectValue(thickness: .thick, scheme: .light)),
                ("dark", BlurEffectValue(thickness: .regular, scheme: .dark)),
            ]
            for (name, thickness) in [("systemUltraThinMaterial", Material.Thickness.ultraThin), ("systemThinMaterial", .thin),
                                      ("systemMaterial", .regular), ("systemThickMaterial", .thick), ("systemChromeMaterial", .bar)] {
                styles.append((name, BlurEffectValue(thickness: thickness, scheme: nil)))
                styles.append((name + "Light", BlurEffectValue(thickness: thickness, scheme: .light)))
                styles.append((name + "Dark", BlurEffectValue(thickness: thickness, scheme: .dark)))
            }
            t.constants(styles)
        }
        nativeType("UIVisualEffectView", conformances: ["UIView"]) { t in
            t.initializer("init(effect: UIVisualEffect?)") { c in
                let effect: BlurEffectValue? = try c.optionalNative(0)
                return c.interpreter.wrap(UIKitViewBox(.visualEffect(effect)), as: "UIVisualEffectView")
            }
            t.property("var effect: UIVisualEffect? { get set }") { p in
                guard case .visualEffect(let effect?) = (p as! UIKitViewBox).kind else { return .null }
                return .some(NativeRegistry.shared.wrap(effect))
            } set: { p, v, _, _ in
                let box = p as! UIKitViewBox
                guard case .native(let n) = v.optionalPayload ?? .null, let effect = n.payload as? BlurEffectValue else {
                    box.kind = .visualEffect(nil)
                    return box
                }
                box.kind = .visualEffect(effect)
                return box
            }
            t.property("var contentView: UIView") { p in NativeRegistry.shared.wrap(p, as: "UIVisualEffectView") }
        }
        nativeType("UIActivityIndicatorView", conformances: ["UIView"]) { t in
            t.initializer("init(style: UIActivityIndicatorView.Style = .medium)") { c in
                c.interpreter.wrap(UIKitViewBox(.activityIndicator(large: try c.native(0) as Bool)), as: "UIActivityIndicatorView")
            }
            t.method("startAnimating()") { c in (try c.receiverNative() as UIKitViewBox).isAnimating = true; return .void }
            t.method("stopAnimating()") { c in (try c.receiverNative() as UIKitViewBox).isAnimating = false; return .void }
            t.property("var isAnimating: Bool") { p in .bool((p as! UIKitViewBox).isAnimating) }
            t.property("var hidesWhenStopped: Bool { get set }") { p in .bool((p as! UIKitViewBox).hidesWhenStopped) } set: { p, v, _, _ in
                let box = p as! UIKitViewBox
                if case .bool(let b) = v.optionalPayload ?? .null { box.hidesWhenStopped = b }
                return box
            }
            t.property("var color: UIColor! { get set }") { p in
                NativeRegistry.shared.wrap(PlatformColor(color: (p as! UIKitViewBox).color ?? Color.gray))
            } set: { p, v, _, _ in
                let box = p as! UIKitViewBox
                if case .native(let n) = v.optionalPayload ?? .null, let color = n.payload as? PlatformColor { box.color = color.color }
                return box
            }
            t.property("var style: UIActivityIndicatorView.Style") { p in
                guard case .activityIndicator(let large) = (p as! UIKitViewBox).kind else { return .void }
                return NativeRegistry.shared.wrap(large, as: "UIActivityIndicatorView.Style")
            }
        }
        // Large is UIKit's 37 pt indicator; medium (and iOS 12's grey and white styles) 20 pt.
        nativeType("UIActivityIndicatorView.Style") { t in
            t.constants([("medium", false), ("large", true), ("gray", false), ("white", false), ("whiteLarge", true)])
        }
        // A view controller whose view is the SwiftUI view: layout libraries measure views with it.
        nativeType("UIHostingController", payload: HostingControllerBox.self) { t in
            t.initializer("init<Content: View>(rootView: Content)") { c in c.wrap(HostingControllerBox(rootView: try c.view(0))) }
            t.property("var rootView: some View") { p in NativeRegistry.shared.wrap((p as! HostingControllerBox).rootView) }
            t.property("var view: UIView!") { p in NativeRegistry.shared.wrap((p as! HostingControllerBox).view, as: "UIView") }
            // UIKit's "as large as you like" (an infinite or greatest finite length) asks for the
            // ideal size along that axis, as an unspecified SwiftUI proposal does.
            t.method("sizeThatFits(in size: CGSize) -> CGSize") { c in
                let size: Size = try c.native(0)
                func offer(_ length: Double) -> Double? { length.isFinite && length < 1e300 ? max(length, 0) : nil }
                let box: HostingControllerBox = try c.receiverNative()
                return c.wrap(try LoomUI.sizeThatFits(box.rootView, proposal: ProposedSize(width: offer(size.width), height: offer(size.height))))
            }
            t.property("var preferredContentSize: CGSize") { p in NativeRegistry.shared.wrap(try LoomUI.sizeThatFits((p as! HostingControllerBox).rootView, proposal: .unspecified)) }
            // UIKit's `UIHostingControllerSizingOptions`, which scripts cannot name here.
            t.ignoredSetter("var sizingOptions: Any { get set }")
        }
        for name in ["UIView", "UIVisualEffectView", "UIActivityIndicatorView"] {
            nativeType(name) { t in installUIViewMembers(t) }
        }
    }

    /// What every UIKit view answers: its background, transparency and intrinsic size; the rest
    /// of UIKit's layout and interaction calls are accepted and change nothing in a picture.
    private func installUIViewMembers(_ t: NativeTypeBuilder) {
        // Unset, it reads as clear rather than nil, so that `view.backgroundColor = .systemRed`
        // finds UIColor's members in the value it replaces.
        t.property("var backgroundColor: UIColor? { get set }") { p in
            .some(NativeRegistry.shared.wrap(PlatformColor(color: (p as! UIKitViewBox).backgroundColor ?? Color.clear)))
        } set: { p, v, _, _ in
            let box = p as! UIKitViewBox
            if case .native(let n) = v.optionalPayload ?? .null, let color = n.payload as? PlatformColor {
                box.backgroundColor = color.color
            } else {
                box.backgroundColor = nil
            }
            return box
        }
        t.property("var alpha: CGFloat { get set }") { p in .cgfloat((p as! UIKitViewBox).alpha) } set: { p, v, interpreter, loc in
            let box = p as! UIKitViewBox
            box.alpha = try interpreter.toDouble(v, loc)
            return box
        }
        t.property("var isHidden: Bool { get set }") { p in .bool((p as! UIKitViewBox).isHidden) } set: { p, v, _, _ in
            let box = p as! UIKitViewBox
            if case .bool(let b) = v.optionalPayload ?? .null { box.isHidden = b }
            return box
        }
        t.property("var intrinsicContentSize: CGSize") { p in NativeRegistry.shared.wrap(try (p as! UIKitViewBox).intrinsicContentSize()) }
        // `contentMode` and `autoresizingMask` are UIKit types scripts cannot name here.
        for ignored in ["var tintColor: UIColor!", "var clipsToBounds: Bool", "var contentMode: Any", "var isUserInteractionEnabled: Bool",
                        "var translatesAutoresizingMaskIntoConstraints: Bool", "var isOpaque: Bool", "var frame: CGRect", "var bounds: CGRect",
                        "var autoresizingMask: Any", "var accessibilityLabel: String?"] {
            t.ignoredSetter(ignored + " { get set }")
        }
        t.method("addSubview(_ view: UIView)") { _ in .void }
        t.method("removeFromSuperview()") { _ in .void }
        t.method("layoutIfNeeded()") { _ in .void }
        t.method("setNeedsLayout()") { _ in .void }
        t.method("setNeedsDisplay()") { _ in .void }
        t.method("sizeToFit()") { _ in .void }
        t.method("invalidateIntrinsicContentSize()") { _ in .void }
        t.method("setContentHuggingPriority(_ priority: Any, for axis: Any)") { _ in .void }
        t.method("setContentCompressionResistancePriority(_ priority: Any, for axis: Any)") { _ in .void }
    }
}

extension Interpreter {
    /// A script `UIViewRepresentable`: `makeUIView(context:)` (with `makeCoordinator()`'s
    /// coordinator when it has one), then `updateUIView(_:context:)`, when LoomUI lays it out;
    /// the UIKit view drawn as `UIKitViewBox.view` says.
    func representableView(_ v: Value, typeName: String, loc: Loc) -> any ViewNode {
        DeferredView(name: typeName) { [self] environment in
            try self.evaluateDeferred(loc: loc) {
                self.environmentStack.append(environment)
                defer { self.environmentStack.removeLast() }
                func method(_ name: String) throws -> FunctionValue? {
                    guard self.declares(v, name), case .function(let f) = try self.member(of: v, name, loc: loc, expected: nil, forCall: true) else { return nil }
                    return f
                }
                let coordinator = try method("makeCoordinator").map { try self.callFunction($0, [], loc) } ?? .void
                let context = self.wrapNative(RepresentableContext(coordinator: coordinator))
                guard let make = try method("makeUIView") else {
                    throw ScriptError(loc, "type '\(typeName)' does not implement 'makeUIView(context:)'")
                }
                let made = try self.callFunction(make, [context], loc)
                if let update = try method("updateUIView") { _ = try self.callFunction(update, [made, context], loc) }
                guard case .native(let n) = made.optionalPayload ?? .null, let box = n.payload as? UIKitViewBox else {
                    throw ScriptError(loc, "Loom draws UIView, UIVisualEffectView and UIActivityIndicatorView; '\(typeName).makeUIView' made a '\(made.typeName)'")
                }
                return box.view
            }
        }
    }
}
