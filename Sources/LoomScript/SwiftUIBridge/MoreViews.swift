import LoomGraphics
import LoomUI

/// Images, grids, scroll views, geometry readers, controls and the remaining modifiers: one
/// line per SwiftUI signature, forwarding to LoomUI.
extension Interpreter {

    /// `0...1` as a `ClosedRange<Double>`.
    func closedDoubleRange(_ v: Value, _ loc: Loc) throws -> ClosedRange<Double> {
        guard case .range(let a, let b, _) = v else { return 0...1 }
        let lo = try toDouble(a, loc), hi = try toDouble(b, loc)
        return lo <= hi ? lo...hi : hi...lo
    }
}

extension Value {
    var isNull: Bool { if case .null = self { return true }; return false }
}

extension NativeCall {
    /// The words of a section header or footer closure, which a list draws as caption text.
    func sectionText(_ i: Int) throws -> String {
        let views = try children(i)
        let texts = views.compactMap { $0 as? Text }
        guard texts.count == views.count, !texts.isEmpty else {
            throw ScriptError(loc, "Loom draws a Section's header and footer from Text views; use Text(\"…\") here")
        }
        return texts.map(\.string).joined(separator: " ")
    }
}

extension NativeRegistry {
    func installMoreViews() {
        nativeType("TemplateRenderingMode", conformances: ["Equatable"]) { t in
            t.constants([("original", TemplateRenderingMode.original), ("template", TemplateRenderingMode.template)])
        }
        nativeType("Image.Interpolation", conformances: ["Equatable"]) { t in
            t.constants([("none", Canvas.Interpolation.none), ("low", Canvas.Interpolation.low),
                         ("medium", Canvas.Interpolation.medium), ("high", Canvas.Interpolation.high)])
        }
        nativeType("Image.ResizingMode", conformances: ["Equatable"]) { t in t.constants([("stretch", 0), ("tile", 1)]) }
        nativeType("Image.Scale", conformances: ["Equatable"]) { t in
            t.constants([("small", Image.Scale.small), ("medium", Image.Scale.medium), ("large", Image.Scale.large)])
        }
        nativeType("Image", conformances: ["View", "Equatable"]) { t in
            t.initializer("init(_ name: String)") { c in c.wrap(Image(c.string(0))) }
            t.initializer("init(systemName: String)") { c in c.wrap(Image(systemName: c.string(0))) }
            // Decorative images are hidden from accessibility only; they draw the same.
            t.initializer("init(decorative name: String)") { c in c.wrap(Image(c.string(0))) }
            t.method("resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)") { c in
                c.wrap((try c.receiverNative() as Image).resizable())
            }
            t.method("renderingMode(_ renderingMode: TemplateRenderingMode?)") { c in
                c.wrap((try c.receiverNative() as Image).renderingMode(try c.optionalNative(0)))
            }
            t.method("interpolation(_ interpolation: Image.Interpolation)") { c in
                c.wrap((try c.receiverNative() as Image).interpolation(try c.native(0)))
            }
            t.method("antialiased(_ isAntialiased: Bool)") { c in c.receiverValue }
            t.staticValue("TemplateRenderingMode") { i in .type(.native(i.nativeTypes["TemplateRenderingMode"]!)) }
        }
        nativeType("Divider", conformances: ["View"]) { t in t.initializer("init()") { c in c.wrap(Divider()) } }

        // Grids
        nativeType("Axis.Set", conformances: ["Equatable"]) { t in
            t.constants([("horizontal", Axis.Set.horizontal), ("vertical", Axis.Set.vertical), ("all", Axis.Set([.horizontal, .vertical]))])
        }
        nativeType("Axis", conformances: ["Equatable"]) { t in
            t.constants([("horizontal", Axis.horizontal), ("vertical", Axis.vertical)])
            t.staticValue("Set") { i in .type(.native(i.nativeTypes["Axis.Set"]!)) }
        }
        nativeType("Grid", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Grid(alignment: try c.native(0), horizontalSpacing: try c.optionalDouble(1), verticalSpacing: try c.optionalDouble(2), content: try c.children(3)))
            }
        }
        nativeType("GridRow", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(GridRow(alignment: try c.optionalNative(0), content: try c.children(1)))
            }
        }
        nativeType("GridItem.Size", payload: GridItem.Size.self, conformances: ["Equatable"]) { t in
            t.staticMethod("fixed(_ size: CGFloat)") { c in c.wrap(GridItem.Size.fixed(try c.double(0))) }
            t.staticMethod("flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)") { c in
                c.wrap(GridItem.Size.flexible(minimum: try c.double(0), maximum: try c.double(1)))
            }
            t.staticMethod("adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)") { c in
                c.wrap(GridItem.Size.adaptive(minimum: try c.double(0), maximum: try c.double(1)))
            }
        }
        nativeType("GridItem", payload: GridItem.self, conformances: ["Equatable"]) { t in
            t.initializer("init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)") { c in
                c.wrap(GridItem(try c.native(0), spacing: try c.optionalDouble(1), alignment: try c.optionalNative(2)))
            }
            t.staticValue("Size") { i in .type(.native(i.nativeTypes["GridItem.Size"]!)) }
        }
        nativeType("LazyVGrid", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(LazyVGrid(columns: try c.nativeArray(0), alignment: try c.native(1), spacing: try c.optionalDouble(2), content: try c.children(4)))
            }
        }
        nativeType("LazyHGrid", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(LazyHGrid(rows: try c.nativeArray(0), alignment: try c.native(1), spacing: try c.optionalDouble(2), content: try c.children(4)))
            }
        }
        for (name, axis) in [("LazyVStack", "v"), ("LazyHStack", "h")] {
            nativeType(name, conformances: ["View"]) { t in
                if axis == "v" {
                    t.initializer("init<Content: View>(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                        c.wrap(VStack(alignment: try c.native(0), spacing: try c.optionalDouble(1), content: try c.children(3)))
                    }
                } else {
                    t.initializer("init<Content: View>(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: Any? = nil, @ViewBuilder content: () -> Content)") { c in
                        c.wrap(HStack(alignment: try c.native(0), spacing: try c.optionalDouble(1), content: try c.children(3)))
                    }
                }
            }
        }
        nativeType("ScrollView", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)") { c in
                c.wrap(ScrollView(try c.native(0), showsIndicators: c.value(1).isNull ? true : c.bool(1), content: try c.children(2)))
            }
        }
        nativeType("GeometryProxy", payload: GeometryProxy.self) { t in
            t.property("size") { p in self.wrap((p as! GeometryProxy).size) }
            t.method("frame(in coordinateSpace: Any)") { c in c.wrap((try c.receiverNative() as GeometryProxy).frame) }
        }
        nativeType("GeometryReader", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: (GeometryProxy) -> Content)") { c in
                let f = try c.function(0)
                let interp = c.interpreter, loc = c.loc
                return c.wrap(GeometryReader { proxy in
                    try interp.evaluateDeferred(loc: loc) {
                        let v = try interp.callFunction(f, [interp.wrapNative(proxy)], loc)
                        return LoomUI.Group(content: try interp.builderChildren(v, loc: loc))
                    }
                })
            }
        }

        // Controls: bindings are plain values in a static picture (`$x` reads `x`).
        nativeType("Binding") { t in
            t.staticMethod("constant(_ value: Any)") { c in c.value(0) }
        }
        nativeType("ButtonStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", ButtonStyle.automatic), ("borderless", ButtonStyle.borderless), ("plain", ButtonStyle.plain),
                         ("bordered", ButtonStyle.bordered), ("borderedProminent", ButtonStyle.borderedProminent)])
        }
        nativeType("PickerStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", PickerStyle.automatic), ("menu", PickerStyle.menu), ("segmented", PickerStyle.segmented)])
        }
        nativeType("LabelStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", LabelStyle.automatic), ("titleAndIcon", LabelStyle.titleAndIcon),
                         ("iconOnly", LabelStyle.iconOnly), ("titleOnly", LabelStyle.titleOnly)])
        }
        nativeType("TextFieldStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", TextFieldStyle.automatic), ("plain", TextFieldStyle.plain), ("roundedBorder", TextFieldStyle.roundedBorder)])
        }
        nativeType("ListStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", ListStyle.automatic), ("insetGrouped", ListStyle.insetGrouped), ("grouped", ListStyle.grouped), ("plain", ListStyle.plain)])
        }
        nativeType("ButtonRole", conformances: ["Equatable"]) { t in
            t.constants([("destructive", ButtonRole.destructive), ("cancel", ButtonRole.cancel)])
        }
        nativeType("Button", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, role: ButtonRole? = nil, action: () -> Void)") { c in c.wrap(Button(c.string(0), role: try c.optionalNative(1))) }
            t.initializer("init(_ title: String, systemImage: String, action: () -> Void)") { c in c.wrap(Button(c.string(0), systemImage: c.string(1))) }
            t.initializer("init<Label: View>(role: ButtonRole? = nil, action: () -> Void, @ViewBuilder label: () -> Label)") { c in
                c.wrap(Button(role: try c.optionalNative(0), label: LoomUI.Group(content: try c.children(2))))
            }
        }
        nativeType("Label", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, systemImage: String)") { c in c.wrap(Label(c.string(0), systemImage: c.string(1))) }
            t.initializer("init(_ title: String, image name: String)") { c in c.wrap(Label(c.string(0), image: c.string(1))) }
            t.initializer("init<Title: View, Icon: View>(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon)") { c in
                c.wrap(Label(title: try c.builtView(0), icon: try c.builtView(1)))
            }
        }
        nativeType("Toggle", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, isOn: Bool)") { c in c.wrap(Toggle(c.string(0), isOn: c.bool(1))) }
            t.initializer("init<Label: View>(isOn: Bool, @ViewBuilder label: () -> Label)") { c in
                c.wrap(Toggle(isOn: c.bool(0), label: LoomUI.Group(content: try c.children(1))))
            }
        }
        nativeType("Slider", conformances: ["View"]) { t in
            t.initializer("init(value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double = 0)") { c in
                c.wrap(Slider(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc)))
            }
        }
        nativeType("Stepper", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, value: Double, in bounds: ClosedRange<Double>? = nil, step: Double = 1)") { c in
                // An optional parameter arrives wrapped in `.some`; unwrap it, or the range reads as the 0...1 fallback.
                let bounds: ClosedRange<Double>? = try c.value(2).optionalPayload.map { try c.interpreter.closedDoubleRange($0, c.loc) }
                return c.wrap(Stepper(c.string(0), value: try c.double(1), in: bounds, step: try c.double(3)))
            }
        }
        nativeType("TextField", conformances: ["View"]) { t in
            t.initializer("init(_ placeholder: String, text: String)") { c in c.wrap(TextField(c.string(0), text: c.string(1))) }
        }
        nativeType("SecureField", conformances: ["View"]) { t in
            t.initializer("init(_ placeholder: String, text: String)") { c in c.wrap(SecureField(c.string(0), text: c.string(1))) }
        }
        nativeType("ProgressView", conformances: ["View"]) { t in
            t.initializer("init()") { c in c.wrap(ProgressView()) }
            t.initializer("init(_ title: String)") { c in c.wrap(ProgressView(c.string(0))) }
            t.initializer("init(value: Double?, total: Double = 1)") { c in c.wrap(ProgressView(value: try c.optionalDouble(0), total: try c.double(1))) }
            t.initializer("init(_ title: String, value: Double?, total: Double = 1)") { c in
                c.wrap(ProgressView(c.string(0), value: try c.optionalDouble(1), total: try c.double(2)))
            }
        }
        nativeType("Picker", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(_ title: String, selection: Any, @ViewBuilder content: () -> Content)") { c in
                // Rows are matched to the selection by their tags, as SwiftUI matches values.
                c.wrap(Picker(c.string(0), selection: c.interpreter.tag(for: c.value(1)), rows: try c.children(2)))
            }
        }
        nativeType("List", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in c.wrap(List(rows: try c.children(0))) }
            t.initializer("init<Content: View, Data: RandomAccessCollection>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> Content)") { c in
                c.wrap(List(rows: try c.interpreter.forEachChildren(c.value(0), c.value(1), loc: c.loc)))
            }
        }
        nativeType("Form", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in c.wrap(Form(rows: try c.children(0))) }
        }
        nativeType("Section", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in c.wrap(Section(rows: try c.children(0))) }
            t.initializer("init<Content: View>(_ header: String, @ViewBuilder content: () -> Content)") { c in c.wrap(Section(c.string(0), rows: try c.children(1))) }
            // iOS 15's trailing-closure forms; the list draws headers and footers from their text.
            t.initializer("init<Content: View, Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)") { c in
                c.wrap(Section(header: try c.sectionText(1), rows: try c.children(0)))
            }
            t.initializer("init<Content: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)") { c in
                c.wrap(Section(footer: try c.sectionText(1), rows: try c.children(0)))
            }
            t.initializer("init<Content: View, Header: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer)") { c in
                c.wrap(Section(header: try c.sectionText(1), footer: try c.sectionText(2), rows: try c.children(0)))
            }
            t.initializer("init<Content: View>(header: String? = nil, footer: String? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Section(header: c.value(0).isNull ? nil : c.string(0), footer: c.value(1).isNull ? nil : c.string(1), rows: try c.children(2)))
            }
        }
        // A single root view is passed as itself, so the stack sees its `.navigationTitle` and
        // whether it is a grouped List or Form.
        for name in ["NavigationStack", "NavigationView"] {
            nativeType(name, conformances: ["View"]) { t in
                t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in
                    let children = try c.children(0)
                    return c.wrap(NavigationStack(content: children.count == 1 ? children[0] : LoomUI.Group(content: children)))
                }
            }
        }
        nativeType("BlendMode", conformances: ["Equatable"]) { t in
            t.constants(BlendMode.allCases.map { ($0.rawValue, $0) })
        }
        nativeType("ContentMode", conformances: ["Equatable"]) { t in t.constants([("fit", ContentMode.fit), ("fill", ContentMode.fill)]) }

        nativeType("View") { t in
            t.method("mask(_ mask: View)") { c in c.wrap(try c.receiverView().mask(try c.view(0))) }
            t.method("mask<V: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> V)") { c in
                c.wrap(try c.receiverView().mask(alignment: try c.native(0), content: try c.children(1)))
            }
            t.method("blendMode(_ blendMode: BlendMode)") { c in c.wrap(try c.receiverView().blendMode(try c.native(0))) }
            t.method("aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode)") { c in
                c.wrap(try c.receiverView().aspectRatio(try c.optionalDouble(0), contentMode: try c.native(1)))
            }
            t.method("aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode)") { c in
                c.wrap(try c.receiverView().aspectRatio(try c.native(0) as Size, contentMode: try c.native(1)))
            }
            t.method("scaledToFit()") { c in c.wrap(try c.receiverView().scaledToFit()) }
            t.method("scaledToFill()") { c in c.wrap(try c.receiverView().scaledToFill()) }
            t.method("position(x: CGFloat = 0, y: CGFloat = 0)") { c in c.wrap(try c.receiverView().position(x: try c.double(0), y: try c.double(1))) }
            t.method("position(_ position: CGPoint)") { c in c.wrap(try c.receiverView().position(try c.native(0) as Point)) }
            t.method("zIndex(_ value: Double)") { c in c.wrap(try c.receiverView().zIndex(try c.double(0))) }
            t.method("hidden()") { c in c.wrap(try c.receiverView().hidden()) }
            t.method("background(_ style: ShapeStyle, in shape: Shape, fillStyle: FillStyle = FillStyle())") { c in
                c.wrap(try c.receiverView().background(try c.style(0), in: try c.shape(1), fillStyle: try c.native(2)))
            }
            t.method("buttonStyle(_ style: ButtonStyle)") { c in c.wrap(try c.receiverView().buttonStyle(try c.native(0))) }
            t.method("pickerStyle(_ style: PickerStyle)") { c in c.wrap(try c.receiverView().pickerStyle(try c.native(0))) }
            t.method("labelsHidden()") { c in c.wrap(try c.receiverView().labelsHidden()) }
            t.method("textFieldStyle(_ style: TextFieldStyle)") { c in c.wrap(try c.receiverView().textFieldStyle(try c.native(0))) }
            t.method("listStyle(_ style: ListStyle)") { c in c.wrap(try c.receiverView().listStyle(try c.native(0))) }
            t.method("gridCellColumns(_ count: Int)") { c in c.wrap(try c.receiverView().gridCellColumns(try c.int(0))) }
            t.method("gridColumnAlignment(_ guide: HorizontalAlignment)") { c in c.wrap(try c.receiverView().gridColumnAlignment(try c.native(0))) }
            t.method("gridCellUnsizedAxes(_ axes: Axis.Set)") { c in c.wrap(try c.receiverView().gridCellUnsizedAxes(try c.native(0))) }
        }
        nativeType("Text") { t in
            t.method("tracking(_ tracking: CGFloat)") { c in c.wrap((try c.receiverNative() as Text).tracking(try c.double(0))) }
            t.method("kerning(_ kerning: CGFloat)") { c in c.wrap((try c.receiverNative() as Text).kerning(try c.double(0))) }
            t.method("underline(_ isActive: Bool = true, color: Color? = nil)") { c in
                c.wrap((try c.receiverNative() as Text).underline(c.value(0).isNull || c.bool(0), color: try c.optionalNative(1)))
            }
            t.method("strikethrough(_ isActive: Bool = true, color: Color? = nil)") { c in
                c.wrap((try c.receiverNative() as Text).strikethrough(c.value(0).isNull || c.bool(0), color: try c.optionalNative(1)))
            }
            t.method("monospaced(_ isActive: Bool = true)") { c in c.wrap((try c.receiverNative() as Text).monospaced(c.bool(0))) }
        }
    }
}
