import LoomGraphics
import LoomUI

/// Shapes and what every shape can do: fill, stroke, trim, inset, transform.
extension NativeRegistry {
    func installShapes() {
        // SwiftUI's built-in shapes are all InsettableShapes (they can be inset and stroked inside their border).
        nativeType("Rectangle", conformances: ["InsettableShape", "Shape", "View"]) { t in t.initializer("init()") { c in c.wrap(Rectangle()) } }
        nativeType("Circle", conformances: ["InsettableShape", "Shape", "View"]) { t in t.initializer("init()") { c in c.wrap(Circle()) } }
        nativeType("Ellipse", conformances: ["InsettableShape", "Shape", "View"]) { t in t.initializer("init()") { c in c.wrap(Ellipse()) } }
        nativeType("Capsule", conformances: ["InsettableShape", "Shape", "View"]) { t in
            t.initializer("init(style: RoundedCornerStyle = .continuous)") { c in c.wrap(Capsule()) }
        }
        nativeType("RoundedCornerStyle") { t in
            t.constants(of: RoundedRectangle.Style.self)
        }
        nativeType("RoundedRectangle", conformances: ["InsettableShape", "Shape", "View"]) { t in
            t.initializer("init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(RoundedRectangle(cornerRadius: try c.double(0), style: try c.native(1)))
            }
            t.initializer("init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(RoundedRectangle(cornerSize: try c.native(0), style: try c.native(1)))
            }
        }
        nativeType("RectangleCornerRadii", payload: RectangleCornerRadii.self, conformances: ["Equatable"]) { t in
            t.initializer("init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0)") { c in
                c.wrap(RectangleCornerRadii(topLeading: try c.double(0), bottomLeading: try c.double(1),
                                                        bottomTrailing: try c.double(2), topTrailing: try c.double(3)))
            }
        }
        nativeType("UnevenRoundedRectangle", conformances: ["InsettableShape", "Shape", "View"]) { t in
            t.initializer("init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(UnevenRoundedRectangle(cornerRadii: try c.native(0), style: try c.native(1)))
            }
            t.initializer("init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(UnevenRoundedRectangle(topLeadingRadius: try c.double(0), bottomLeadingRadius: try c.double(1),
                                              bottomTrailingRadius: try c.double(2), topTrailingRadius: try c.double(3), style: try c.native(4)))
            }
        }
        nativeType("StrokeStyle", payload: StrokeStyle.self, conformances: ["Equatable"]) { t in
            t.initializer("init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0)") { c in
                let dash: [Double] = try { guard case .array(let xs) = c.value(4) else { return [] }; return try xs.map { try c.interpreter.toDouble($0, c.loc) } }()
                return c.wrap(StrokeStyle(lineWidth: try c.double(0), lineCap: try c.native(1), lineJoin: try c.native(2),
                                                      miterLimit: try c.double(3), dash: dash, dashPhase: try c.double(5)))
            }
            t.field("var lineWidth: CGFloat { get set }", \StrokeStyle.lineWidth)
            t.field("var miterLimit: CGFloat { get set }", \StrokeStyle.miterLimit)
            t.field("var dashPhase: CGFloat { get set }", \StrokeStyle.dashPhase)
            t.property("var dash: [CGFloat]") { s in .array((s as! StrokeStyle).dash.map { .cgfloat($0) }) }
            t.property("var lineCap: CGLineCap") { s in self.wrap((s as! StrokeStyle).lineCap, as: "CGLineCap") }
            t.property("var lineJoin: CGLineJoin") { s in self.wrap((s as! StrokeStyle).lineJoin, as: "CGLineJoin") }
        }
        nativeType("CGLineCap") { t in t.constants(of: StrokeStyle.LineCap.self) }
        nativeType("CGLineJoin") { t in t.constants(of: StrokeStyle.LineJoin.self) }
        nativeType("FillStyle", payload: FillStyle.self, conformances: ["Equatable"]) { t in
            t.initializer("init(eoFill: Bool = false, antialiased: Bool = true)") { c in
                c.wrap(FillStyle(eoFill: c.bool(0), antialiased: c.bool(1)))
            }
        }

        // iOS 17's shape shorthands, for `.clipShape(.rect(cornerRadius: 8))`, `.background(.blue, in: .capsule)`.
        // A bare `.rect` is the static value and `.rect(cornerRadius:)` the static method: member
        // lookup takes the method only in a call.
        nativeType("Shape") { t in
            t.staticValue("static let rect: Rectangle") { i in i.wrapNative(Rectangle()) }
            t.staticValue("static let circle: Circle") { i in i.wrapNative(Circle()) }
            t.staticValue("static let ellipse: Ellipse") { i in i.wrapNative(Ellipse()) }
            t.staticValue("static let capsule: Capsule") { i in i.wrapNative(Capsule()) }
            t.staticMethod("rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(RoundedRectangle(cornerRadius: try c.double(0), style: try c.native(1)))
            }
            t.staticMethod("rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(RoundedRectangle(cornerSize: try c.native(0), style: try c.native(1)))
            }
            t.staticMethod("rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(UnevenRoundedRectangle(cornerRadii: try c.native(0), style: try c.native(1)))
            }
            t.staticMethod("rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(UnevenRoundedRectangle(topLeadingRadius: try c.double(0), bottomLeadingRadius: try c.double(1),
                                              bottomTrailingRadius: try c.double(2), topTrailingRadius: try c.double(3), style: try c.native(4)))
            }
        }

        // A filled or stroked shape drawn on again (iOS 17's `ShapeView`): each drawing over the last.
        nativeType("ShapeView", payload: ShapeView.self, conformances: ["View"]) { t in
            t.method("fill(_ content: ShapeStyle = .foreground, style: FillStyle = FillStyle())") { c in
                c.wrap(try c.receiverNative(as: ShapeView.self).fill(try c.style(0), style: try c.native(1)))
            }
            t.method("stroke(_ content: ShapeStyle = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverNative(as: ShapeView.self).stroke(try c.style(0), lineWidth: try c.double(1)))
            }
            t.method("stroke(_ content: ShapeStyle = .foreground, style: StrokeStyle, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverNative(as: ShapeView.self).stroke(try c.style(0), style: try c.native(1)))
            }
            t.method("strokeBorder(_ content: ShapeStyle = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverNative(as: ShapeView.self).strokeBorder(try c.style(0), lineWidth: try c.double(1)))
            }
            t.method("strokeBorder(_ content: ShapeStyle = .foreground, style: StrokeStyle, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverNative(as: ShapeView.self).strokeBorder(try c.style(0), style: try c.native(1)))
            }
        }

        // Members of every shape, script-defined ones included. iOS 17's `antialiased:` is
        // accepted; Loom always antialiases, as SwiftUI does by default.
        nativeType("Shape") { t in
            t.method("fill(_ content: ShapeStyle = .foreground, style: FillStyle = FillStyle())") { c in
                c.wrap(try c.receiverShape().fill(try c.style(0), style: try c.native(1)))
            }
            t.method("stroke(_ content: ShapeStyle = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverShape().stroke(try c.style(0), lineWidth: try c.double(1)))
            }
            t.method("stroke(_ content: ShapeStyle = .foreground, style: StrokeStyle, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverShape().stroke(try c.style(0), style: try c.native(1)))
            }
            // Without a style to paint, a stroke is a shape (`some Shape`): it can clip, mask, be filled.
            // Fewer defaulted parameters make these the closer match for `stroke(lineWidth: 2)`.
            t.method("stroke(lineWidth: CGFloat = 1)") { c in c.wrap(try c.receiverShape().stroke(lineWidth: try c.double(0))) }
            t.method("stroke(style: StrokeStyle)") { c in c.wrap(try c.receiverShape().stroke(style: try c.native(0))) }
            t.method("strokeBorder(_ content: ShapeStyle = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverShape().strokeBorder(try c.style(0), lineWidth: try c.double(1)))
            }
            t.method("strokeBorder(_ content: ShapeStyle = .foreground, style: StrokeStyle, antialiased: Bool = true)") { c in
                c.wrap(try c.receiverShape().strokeBorder(try c.style(0), style: try c.native(1)))
            }
            t.method("trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)") { c in
                c.wrap(try c.receiverShape().trim(from: try c.double(0), to: try c.double(1)))
            }
            t.method("inset(by amount: CGFloat)") { c in c.wrap(try c.receiverShape().inset(by: try c.double(0))) }
            t.method("rotation(_ angle: Angle, anchor: UnitPoint = .center)") { c in
                c.wrap(try c.receiverShape().rotation(try c.native(0), anchor: try c.native(1)))
            }
            t.method("scale(_ scale: CGFloat, anchor: UnitPoint = .center)") { c in
                c.wrap(try c.receiverShape().scale(try c.double(0), anchor: try c.native(1)))
            }
            t.method("scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)") { c in
                c.wrap(try c.receiverShape().scale(x: try c.double(0), y: try c.double(1), anchor: try c.native(2)))
            }
            t.method("offset(x: CGFloat = 0, y: CGFloat = 0)") { c in
                c.wrap(try c.receiverShape().offset(x: try c.double(0), y: try c.double(1)))
            }
            t.method("offset(_ offset: CGSize)") { c in
                let offset: Size = try c.native(0)
                return c.wrap(try c.receiverShape().offset(x: offset.width, y: offset.height))
            }
            t.method("path(in rect: CGRect)") { c in
                c.wrap(try c.receiverShape().path(in: try c.native(0)))
            }
            t.method("sizeThatFits(_ proposal: ProposedViewSize) -> CGSize") { c in
                c.wrap(try c.receiverShape().sizeThatFits(try c.native(0)))
            }
        }
    }
}
