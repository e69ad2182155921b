import LoomGraphics
import LoomUI

/// Alignments, unit points, edges, angles and fonts: the small values modifiers take.
extension NativeRegistry {
    func installLayoutValues() {
        // The protocol a script's own guide conforms to: its `defaultValue(in:)` is read through the type.
        nativeType("AlignmentID")
        nativeType("HorizontalAlignment", conformances: ["Equatable"]) { t in
            t.constants([("leading", HorizontalAlignment.leading), ("center", .center), ("trailing", .trailing)])
            t.initializer("init(_ id: AlignmentID.Type)") { c in c.wrap(HorizontalAlignment.custom(try c.customAlignment(0))) }
        }
        nativeType("VerticalAlignment", conformances: ["Equatable"]) { t in
            t.constants([("top", VerticalAlignment.top), ("center", .center), ("bottom", .bottom),
                         ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline)])
            t.initializer("init(_ id: AlignmentID.Type)") { c in c.wrap(VerticalAlignment.custom(try c.customAlignment(0))) }
        }
        // What an `alignmentGuide` closure is given: `d.width`, `d[.leading]`, `d[VerticalAlignment.center]`.
        nativeType("ViewDimensions", payload: ViewDimensions.self) { t in
            t.property("var width: CGFloat") { d in .cgfloat((d as! ViewDimensions).width) }
            t.property("var height: CGFloat") { d in .cgfloat((d as! ViewDimensions).height) }
            t.subscriptGetter("(_ guide: HorizontalAlignment)") { c in .cgfloat((try c.receiverNative() as ViewDimensions)[try c.native(0) as HorizontalAlignment]) }
            t.subscriptGetter("(_ guide: VerticalAlignment)") { c in .cgfloat((try c.receiverNative() as ViewDimensions)[try c.native(0) as VerticalAlignment]) }
            t.subscriptGetter("(explicit guide: HorizontalAlignment)") { c in
                (try c.receiverNative() as ViewDimensions)[explicit: try c.native(0) as HorizontalAlignment].map { .some(.cgfloat($0)) } ?? .null
            }
            t.subscriptGetter("(explicit guide: VerticalAlignment)") { c in
                (try c.receiverNative() as ViewDimensions)[explicit: try c.native(0) as VerticalAlignment].map { .some(.cgfloat($0)) } ?? .null
            }
        }
        // What a Shape's or a Layout's `sizeThatFits` is offered: nil asks for the ideal length.
        nativeType("ProposedViewSize", payload: ProposedSize.self, conformances: ["Equatable"]) { t in
            t.initializer("init(width: CGFloat?, height: CGFloat?)") { c in
                c.wrap(ProposedSize(width: try c.optionalDouble(0), height: try c.optionalDouble(1)))
            }
            t.initializer("init(_ size: CGSize)") { c in
                let size: Size = try c.native(0)
                return c.wrap(ProposedSize(width: size.width, height: size.height))
            }
            t.constants([("zero", ProposedSize.zero), ("infinity", ProposedSize.infinity), ("unspecified", ProposedSize.unspecified)])
            for (name, path) in [("width", \ProposedSize.width), ("height", \ProposedSize.height)] {
                t.property("var \(name): CGFloat? { get set }") { p in
                    (p as! ProposedSize)[keyPath: path].map { .some(.cgfloat($0)) } ?? .null
                } set: { p, newValue, interp, loc in
                    var copy = p as! ProposedSize
                    copy[keyPath: path] = try newValue.optionalPayload.map { try interp.toDouble($0, loc) }
                    return copy
                }
            }
            t.method("replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize") { c in
                c.wrap((try c.receiverNative() as ProposedSize).replacingUnspecifiedDimensions(by: try c.native(0)))
            }
        }
        nativeType("Alignment", payload: Alignment.self, conformances: ["Equatable"]) { t in
            t.constants([("center", Alignment.center), ("leading", Alignment.leading), ("trailing", Alignment.trailing),
                         ("top", Alignment.top), ("bottom", Alignment.bottom), ("topLeading", Alignment.topLeading),
                         ("topTrailing", Alignment.topTrailing), ("bottomLeading", Alignment.bottomLeading),
                         ("bottomTrailing", Alignment.bottomTrailing),
                         ("leadingFirstTextBaseline", Alignment.leadingFirstTextBaseline),
                         ("centerFirstTextBaseline", Alignment.centerFirstTextBaseline),
                         ("trailingFirstTextBaseline", Alignment.trailingFirstTextBaseline),
                         ("leadingLastTextBaseline", Alignment.leadingLastTextBaseline),
                         ("centerLastTextBaseline", Alignment.centerLastTextBaseline),
                         ("trailingLastTextBaseline", Alignment.trailingLastTextBaseline)])
            t.initializer("init(horizontal: HorizontalAlignment, vertical: VerticalAlignment)") { c in
                c.wrap(Alignment(horizontal: try c.native(0), vertical: try c.native(1)))
            }
            t.property("var horizontal: HorizontalAlignment") { p in NativeRegistry.shared.wrap((p as! Alignment).horizontal) }
            t.property("var vertical: VerticalAlignment") { p in NativeRegistry.shared.wrap((p as! Alignment).vertical) }
        }
        nativeType("UnitPoint", payload: UnitPoint.self, conformances: ["Equatable"]) { t in
            t.constants([("zero", UnitPoint.zero), ("center", UnitPoint.center), ("leading", UnitPoint.leading),
                         ("trailing", UnitPoint.trailing), ("top", UnitPoint.top), ("bottom", UnitPoint.bottom),
                         ("topLeading", UnitPoint.topLeading), ("topTrailing", UnitPoint.topTrailing),
                         ("bottomLeading", UnitPoint.bottomLeading), ("bottomTrailing", UnitPoint.bottomTrailing)])
            t.initializer("init(x: CGFloat, y: CGFloat)") { c in c.wrap(UnitPoint(x: try c.double(0), y: try c.double(1))) }
            t.field("var x: CGFloat { get set }", \UnitPoint.x)
            t.field("var y: CGFloat { get set }", \UnitPoint.y)
            t.type.describe = { p in let u = p as! UnitPoint; return "UnitPoint(x: \(u.x), y: \(u.y))" }
        }
        nativeType("Edge.Set", payload: Edge.Set.self, conformances: ["Equatable"]) { t in
            t.constants([("top", Edge.Set.top), ("leading", Edge.Set.leading), ("bottom", Edge.Set.bottom),
                         ("trailing", Edge.Set.trailing), ("horizontal", Edge.Set.horizontal),
                         ("vertical", Edge.Set.vertical), ("all", Edge.Set.all)])
            t.optionSetAlgebra(Edge.Set.self)
        }
        nativeType("Edge", conformances: ["Equatable"]) { t in
            t.constants([("top", Edge.Set.top), ("leading", Edge.Set.leading), ("bottom", Edge.Set.bottom), ("trailing", Edge.Set.trailing)])
        }
        nativeType("EdgeInsets", payload: EdgeInsets.self, conformances: ["Equatable"]) { t in
            t.initializer("init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0)") { c in
                c.wrap(EdgeInsets(top: try c.double(0), leading: try c.double(1), bottom: try c.double(2), trailing: try c.double(3)))
            }
            t.field("var top: CGFloat { get set }", \EdgeInsets.top)
            t.field("var leading: CGFloat { get set }", \EdgeInsets.leading)
            t.field("var bottom: CGFloat { get set }", \EdgeInsets.bottom)
            t.field("var trailing: CGFloat { get set }", \EdgeInsets.trailing)
            t.vectorMath(EdgeInsets.self, components: \.top, \.leading, \.bottom, \.trailing)
        }
        // UIKit's insets, as iOS code passes them to `CGRect.inset(by:)`.
        nativeType("UIEdgeInsets", payload: UIEdgeInsets.self, conformances: ["Equatable"]) { t in
            t.initializer("init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat)") { c in
                c.wrap(UIEdgeInsets(top: try c.double(0), left: try c.double(1), bottom: try c.double(2), right: try c.double(3)))
            }
            t.constants([("zero", UIEdgeInsets())])
            t.field("var top: CGFloat { get set }", \UIEdgeInsets.top)
            t.field("var left: CGFloat { get set }", \UIEdgeInsets.left)
            t.field("var bottom: CGFloat { get set }", \UIEdgeInsets.bottom)
            t.field("var right: CGFloat { get set }", \UIEdgeInsets.right)
        }
        nativeType("Angle", payload: Angle.self, conformances: ["Equatable"]) { t in
            t.initializer("init(degrees: Double)") { c in c.wrap(Angle(degrees: try c.double(0))) }
            t.initializer("init(radians: Double)") { c in c.wrap(Angle(radians: try c.double(0))) }
            t.staticMethod("degrees(_ value: Double)") { c in c.wrap(Angle(degrees: try c.double(0))) }
            t.staticMethod("radians(_ value: Double)") { c in c.wrap(Angle(radians: try c.double(0))) }
            t.constants([("zero", Angle.zero)])
            t.property("var degrees: Double") { a in .double((a as! Angle).degrees, .double) }
            t.type.describe = { a in "Angle(radians: \((a as! Angle).radians))" }
            t.property("var radians: Double") { a in .double((a as! Angle).radians, .double) }
            t.field("var animatableData: Double { get set }", \Angle.radians)
            // Angles add, negate and scale like the numbers they hold (SwiftUI's `_VectorMath`,
            // which has no `Double * Angle`: libraries declare that one themselves).
            t.vectorMath(Angle.self, components: \.radians)
            t.staticMethod("<(lhs: Angle, rhs: Angle) -> Bool") { c in .bool((try c.native(0) as Angle).radians < (try c.native(1) as Angle).radians) }
        }
        nativeType("Font.Weight", conformances: ["Equatable"]) { t in
            t.constants(of: Font.Weight.self)
        }
        nativeType("Font.Design", conformances: ["Equatable"]) { t in
            t.constants(of: Font.Design.self)
        }
        nativeType("Font.TextStyle", conformances: ["Equatable"]) { t in
            t.constants(Font.TextStyle.allCases.map { ($0.rawValue, $0) })
        }
        nativeType("Font", payload: Font.self, conformances: ["Equatable"]) { t in
            t.constants([("largeTitle", Font.largeTitle), ("title", Font.title), ("title2", Font.title2), ("title3", Font.title3),
                         ("headline", Font.headline), ("subheadline", Font.subheadline), ("body", Font.body),
                         ("callout", Font.callout), ("footnote", Font.footnote), ("caption", Font.caption), ("caption2", Font.caption2)])
            t.staticMethod("system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default)") { c in
                c.wrap(Font.system(size: try c.double(0), weight: try c.native(1), design: try c.native(2)))
            }
            t.staticMethod("system(_ style: Font.TextStyle, design: Font.Design = .default)") { c in
                c.wrap(Font.system(try c.native(0), design: try c.native(1)))
            }
            t.method("weight(_ weight: Font.Weight)") { c in c.wrap((try c.receiverNative() as Font).weight(try c.native(0))) }
            t.method("bold()") { c in c.wrap((try c.receiverNative() as Font).bold()) }
            t.method("italic()") { c in c.wrap((try c.receiverNative() as Font).italic()) }
            t.method("monospaced()") { c in c.wrap((try c.receiverNative() as Font).monospaced()) }
            // Tabular figures: Inter's digits are already one width apart from "1", close enough for a still.
            t.method("monospacedDigit()") { c in c.receiverValue }
            // A family fontconfig does not have falls back to the system face, as on Apple platforms.
            t.staticMethod("custom(_ name: String, size: CGFloat)") { c in c.wrap(Font.custom(c.string(0), size: try c.double(1))) }
            t.staticMethod("custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)") { c in
                c.wrap(Font.custom(c.string(0), size: try c.double(1)))
            }
            t.staticMethod("custom(_ name: String, fixedSize: CGFloat)") { c in c.wrap(Font.custom(c.string(0), size: try c.double(1))) }
        }
    }
}

extension NativeCall {
    /// A script `(ViewDimensions) -> CGFloat` closure, which LoomUI calls later, while laying out.
    /// `HorizontalAlignment(MyCenterID.self)`: the guide the script's `AlignmentID` type names,
    /// its default value computed by the type's `static func defaultValue(in: ViewDimensions)`.
    func customAlignment(_ i: Int) throws -> CustomAlignment {
        guard case .type(let id) = value(i), let type = id.userType else {
            throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type 'AlignmentID.Type'")
        }
        guard case .function(let f) = try interpreter.member(of: value(i), "defaultValue", loc: loc, expected: nil, forCall: true) else {
            throw ScriptError(loc, "type '\(type.name)' does not conform to protocol 'AlignmentID' (it needs 'static func defaultValue(in context: ViewDimensions) -> CGFloat')")
        }
        let interp = interpreter, loc = loc
        return CustomAlignment(name: type.qualifiedName) { dimensions in
            try interp.evaluateDeferred(loc: loc) {
                try interp.toDouble(try interp.callFunction(f, [interp.wrapNative(dimensions)], loc), loc)
            }
        }
    }

    func viewDimensionsClosure(_ i: Int) throws -> (ViewDimensions) throws -> Double {
        let f = try function(i)
        let interp = interpreter, loc = loc
        return { dimensions in
            try interp.evaluateDeferred(loc: loc) {
                try interp.toDouble(try interp.callFunction(f, [interp.wrapNative(dimensions)], loc), loc)
            }
        }
    }
}

/// UIKit's `UIEdgeInsets`: left and right rather than SwiftUI's leading and trailing, which they
/// are in the left-to-right layouts Loom draws.
struct UIEdgeInsets: Hashable {
    var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, leading: left, bottom: bottom, trailing: right) }
}
