import LoomGraphics
import LoomUI

/// View modifiers: members of every view (bridged or script-defined). One line per SwiftUI
/// signature; the body forwards to LoomUI's modifier of the same name.
extension NativeRegistry {
    func installModifiers() {
        nativeType("View") { t in
            // Layout
            t.method("frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)") { c in
                c.wrap(try c.receiverView().frame(width: try c.optionalDouble(0), height: try c.optionalDouble(1), alignment: try c.native(2)))
            }
            t.method("frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center)") { c in
                c.wrap(try c.receiverView().frame(minWidth: try c.optionalDouble(0), idealWidth: try c.optionalDouble(1), maxWidth: try c.optionalDouble(2),
                                                  minHeight: try c.optionalDouble(3), idealHeight: try c.optionalDouble(4), maxHeight: try c.optionalDouble(5),
                                                  alignment: try c.native(6)))
            }
            t.method("padding(_ length: CGFloat? = nil)") { c in c.wrap(try c.receiverView().padding(try c.optionalDouble(0))) }
            t.method("padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)") { c in
                c.wrap(try c.receiverView().padding(try c.native(0), try c.optionalDouble(1)))
            }
            t.method("padding(_ insets: EdgeInsets)") { c in c.wrap(try c.receiverView().padding(try c.native(0) as EdgeInsets)) }
            t.method("offset(x: CGFloat = 0, y: CGFloat = 0)") { c in c.wrap(try c.receiverView().offset(x: try c.double(0), y: try c.double(1))) }
            t.method("offset(_ offset: CGSize)") { c in c.wrap(try c.receiverView().offset(try c.native(0) as Size)) }
            t.method("fixedSize()") { c in c.wrap(try c.receiverView().fixedSize()) }
            t.method("fixedSize(horizontal: Bool, vertical: Bool)") { c in c.wrap(try c.receiverView().fixedSize(horizontal: c.bool(0), vertical: c.bool(1))) }
            t.method("layoutPriority(_ value: Double)") { c in c.wrap(try c.receiverView().layoutPriority(try c.double(0))) }
            t.method("alignmentGuide(_ g: HorizontalAlignment, computeValue: (ViewDimensions) -> CGFloat)") { c in
                c.wrap(try c.receiverView().alignmentGuide(try c.native(0) as HorizontalAlignment, computeValue: try c.viewDimensionsClosure(1)))
            }
            t.method("alignmentGuide(_ g: VerticalAlignment, computeValue: (ViewDimensions) -> CGFloat)") { c in
                c.wrap(try c.receiverView().alignmentGuide(try c.native(0) as VerticalAlignment, computeValue: try c.viewDimensionsClosure(1)))
            }

            // Layers
            t.method("background(_ content: View, alignment: Alignment = .center)") { c in
                let content = try c.view(0), alignment: Alignment = try c.native(1)
                // `.background(Color.red)` is SwiftUI's ShapeStyle form, which reaches under the safe area.
                if let color = content as? Color, alignment == .center {
                    return c.wrap(try c.receiverView().background(color, ignoresSafeAreaEdges: .all))
                }
                return c.wrap(try c.receiverView().background(content, alignment: alignment))
            }
            t.method("background(_ style: ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all)") { c in
                c.wrap(try c.receiverView().background(try c.style(0), ignoresSafeAreaEdges: try c.native(1)))
            }
            t.method("background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)") { c in
                c.wrap(try c.receiverView().background(LoomUI.Group(content: try c.children(1)), alignment: try c.native(0)))
            }
            t.method("overlay(_ content: View, alignment: Alignment = .center)") { c in
                c.wrap(try c.receiverView().overlay(try c.view(0), alignment: try c.native(1)))
            }
            t.method("overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)") { c in
                c.wrap(try c.receiverView().overlay(LoomUI.Group(content: try c.children(1)), alignment: try c.native(0)))
            }
            t.method("border(_ content: ShapeStyle, width: CGFloat = 1)") { c in c.wrap(try c.receiverView().border(try c.style(0), width: try c.double(1))) }

            // Style
            t.method("foregroundColor(_ color: Color?)") { c in c.wrap(try c.receiverView().foregroundColor(try c.optionalNative(0))) }
            t.method("foregroundStyle(_ style: ShapeStyle)") { c in c.wrap(try c.receiverView().foregroundStyle(try c.style(0))) }
            t.method("foregroundStyle(_ primary: ShapeStyle, _ secondary: ShapeStyle)") { c in
                c.wrap(try c.receiverView().foregroundStyle(try c.style(0), try c.style(1)))
            }
            t.method("foregroundStyle(_ primary: ShapeStyle, _ secondary: ShapeStyle, _ tertiary: ShapeStyle)") { c in
                c.wrap(try c.receiverView().foregroundStyle(try c.style(0), try c.style(1), try c.style(2)))
            }
            t.method("preferredColorScheme(_ colorScheme: ColorScheme?)") { c in c.wrap(try c.receiverView().preferredColorScheme(try c.optionalNative(0))) }
            t.method("colorScheme(_ colorScheme: ColorScheme)") { c in c.wrap(try c.receiverView().colorScheme(try c.native(0))) }
            t.method("tint(_ color: Color?)") { c in c.wrap(try c.receiverView().tint(try c.optionalNative(0) as Color?)) }
            // iOS 16: any shape style, a gradient included (LoomUI's `tint(_:)` says who draws it).
            t.method("tint<S: ShapeStyle>(_ tint: S?)") { c in
                c.wrap(try c.receiverView().tint(c.value(0).isNull ? nil : try c.style(0)))
            }
            t.method("accentColor(_ color: Color?)") { c in c.wrap(try c.receiverView().accentColor(try c.optionalNative(0))) }
            t.method("font(_ font: Font?)") { c in c.wrap(try c.receiverView().font(try c.optionalNative(0))) }
            t.method("fontWeight(_ weight: Font.Weight?)") { c in c.wrap(try c.receiverView().fontWeight(try c.optionalNative(0))) }
            t.method("bold(_ isActive: Bool = true)") { c in c.wrap(try c.receiverView().bold(c.bool(0))) }
            t.method("italic(_ isActive: Bool = true)") { c in c.wrap(try c.receiverView().italic(c.bool(0))) }
            t.method("lineLimit(_ number: Int?)") { c in c.wrap(try c.receiverView().lineLimit(c.value(0).isNull ? nil : try c.int(0))) }
            t.method("multilineTextAlignment(_ alignment: TextAlignment)") { c in c.wrap(try c.receiverView().multilineTextAlignment(try c.native(0))) }
            t.method("lineSpacing(_ lineSpacing: CGFloat)") { c in c.wrap(try c.receiverView().lineSpacing(try c.double(0))) }
            t.method("truncationMode(_ mode: Text.TruncationMode)") { c in c.wrap(try c.receiverView().truncationMode(try c.native(0))) }
            t.method("minimumScaleFactor(_ factor: CGFloat)") { c in c.wrap(try c.receiverView().minimumScaleFactor(try c.double(0))) }
            t.method("textCase(_ textCase: Text.Case?)") { c in c.wrap(try c.receiverView().textCase(try c.optionalNative(0))) }
            t.method("fontDesign(_ design: Font.Design?)") { c in c.wrap(try c.receiverView().fontDesign(try c.optionalNative(0))) }
            t.method("imageScale(_ scale: Image.Scale)") { c in c.wrap(try c.receiverView().imageScale(try c.native(0))) }
            t.method("labelStyle(_ style: LabelStyle)") { c in c.wrap(try c.receiverView().labelStyle(try c.native(0))) }

            // Effects
            t.method("opacity(_ opacity: Double)") { c in c.wrap(try c.receiverView().opacity(try c.double(0))) }
            t.method("cornerRadius(_ radius: CGFloat)") { c in c.wrap(try c.receiverView().cornerRadius(try c.double(0))) }
            t.method("clipShape(_ shape: Shape, style: FillStyle = FillStyle())") { c in
                c.wrap(try c.receiverView().clipShape(try c.shape(0), style: try c.native(1)))
            }
            t.method("clipped()") { c in c.wrap(try c.receiverView().clipped()) }
            t.method("shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)") { c in
                c.wrap(try c.receiverView().shadow(color: try c.native(0), radius: try c.double(1), x: try c.double(2), y: try c.double(3)))
            }
            t.method("rotationEffect(_ angle: Angle, anchor: UnitPoint = .center)") { c in
                c.wrap(try c.receiverView().rotationEffect(try c.native(0), anchor: try c.native(1)))
            }
            t.method("rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1)") { c in
                c.wrap(try c.receiverView().rotation3DEffect(try c.native(0), axis: try c.doubleTriple(1), anchor: try c.native(2),
                                                              anchorZ: try c.double(3), perspective: try c.double(4)))
            }
            t.method("scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center)") { c in
                c.wrap(try c.receiverView().scaleEffect(try c.double(0), anchor: try c.native(1)))
            }
            t.method("scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)") { c in
                c.wrap(try c.receiverView().scaleEffect(x: try c.double(0), y: try c.double(1), anchor: try c.native(2)))
            }
            t.method("blur(radius: CGFloat, opaque: Bool = false)") { c in c.wrap(try c.receiverView().blur(radius: try c.double(0), opaque: c.bool(1))) }
            t.method("brightness(_ amount: Double)") { c in c.wrap(try c.receiverView().brightness(try c.double(0))) }
            t.method("contrast(_ amount: Double)") { c in c.wrap(try c.receiverView().contrast(try c.double(0))) }
            t.method("saturation(_ amount: Double)") { c in c.wrap(try c.receiverView().saturation(try c.double(0))) }
            t.method("grayscale(_ amount: Double)") { c in c.wrap(try c.receiverView().grayscale(try c.double(0))) }
            t.method("hueRotation(_ angle: Angle)") { c in c.wrap(try c.receiverView().hueRotation(try c.native(0))) }
            t.method("colorInvert()") { c in c.wrap(try c.receiverView().colorInvert()) }
            t.method("colorMultiply(_ color: Color)") { c in c.wrap(try c.receiverView().colorMultiply(try c.native(0))) }
            t.method("luminanceToAlpha()") { c in c.wrap(try c.receiverView().luminanceToAlpha()) }
            t.method("compositingGroup()") { c in c.wrap(try c.receiverView().compositingGroup()) }
            t.method("drawingGroup(opaque: Bool = false)") { c in c.wrap(try c.receiverView().drawingGroup(opaque: c.bool(0))) }

            t.method("disabled(_ disabled: Bool)") { c in c.wrap(try c.receiverView().disabled(c.bool(0))) }
            t.method("tag<V: Hashable>(_ tag: V)") { c in c.wrap(try c.receiverView().tag(c.interpreter.tag(for: c.value(0)))) }
            // Typed forms first, so `.dark` and `.red` find their type as in SwiftUI, where the key
            // path's value type types the value.
            for valueType in ["ColorScheme", "Color", "Font", "Any"] {
                t.method("environment(_ key: Any, _ value: \(valueType))") { c in
                    c.wrap(try c.interpreter.environmentModifier(try c.receiverView(), key: c.value(0), value: c.value(1), loc: c.loc))
                }
            }

            // Interaction and metadata have no picture: they return the view unchanged.
            for ignored in ["onTapGesture(count: Int = 1, perform action: () -> Void)",
                            "onDisappear(perform action: (() -> Void)? = nil)",
                            "id(_ id: Any)",
                            "contentShape<S: Shape>(_ shape: S, eoFill: Bool = false)", "allowsHitTesting(_ enabled: Bool)",
                            "previewDisplayName(_ name: String?)"] {
                t.method(ignored) { c in c.receiverValue }
            }
        }
    }
}

extension NativeCall {
    /// The receiver unchanged (for modifiers with no visual effect).
    var receiverValue: Value { receiver ?? .void }
}

extension NativeRegistry {
    /// Masks, blend modes, aspect ratios, positions and the style modifiers of controls and grids.
    func installMoreModifiers() {
        nativeType("BlendMode", conformances: ["Equatable"]) { t in
            t.constants(BlendMode.allCases.map { ($0.rawValue, $0) })
        }

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
            t.method("pickerStyle(_ style: PickerStyle)") { c in c.wrap(try c.receiverView().pickerStyle(try c.native(0))) }
            t.method("labelsHidden()") { c in c.wrap(try c.receiverView().labelsHidden()) }
            t.method("buttonBorderShape(_ shape: ButtonBorderShape)") { c in c.wrap(try c.receiverView().buttonBorderShape(try c.native(0))) }
            t.method("controlSize(_ controlSize: ControlSize)") { c in c.wrap(try c.receiverView().controlSize(try c.native(0))) }
            t.method("textFieldStyle(_ style: TextFieldStyle)") { c in c.wrap(try c.receiverView().textFieldStyle(try c.native(0))) }
            t.method("listStyle(_ style: ListStyle)") { c in c.wrap(try c.receiverView().listStyle(try c.native(0))) }
            t.method("gridCellColumns(_ count: Int)") { c in c.wrap(try c.receiverView().gridCellColumns(try c.int(0))) }
            t.method("gridColumnAlignment(_ guide: HorizontalAlignment)") { c in c.wrap(try c.receiverView().gridColumnAlignment(try c.native(0))) }
            t.method("gridCellUnsizedAxes(_ axes: Axis.Set)") { c in c.wrap(try c.receiverView().gridCellUnsizedAxes(try c.native(0))) }
        }
    }
}
