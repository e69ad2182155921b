import LoomUI

/// `Gauge` in its initializer forms (with the value labels as trailing closures) and its styles.
extension NativeRegistry {
    func installGauges() {
        nativeType("GaugeStyle") { t in
            t.constants(of: GaugeStyle.self)
        }
        nativeType("Gauge", conformances: ["View"]) { t in
            t.initializer("init<Label: View>(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label)") { c in
                c.wrap(Gauge(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc), label: try c.builtView(2)))
            }
            t.initializer("init<Label: View, C: View>(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C)") { c in
                c.wrap(Gauge(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc), label: try c.builtView(2),
                             currentValueLabel: try c.builtView(3)))
            }
            t.initializer("init<Label: View, C: View, V: View>(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C, @ViewBuilder minimumValueLabel: () -> V, @ViewBuilder maximumValueLabel: () -> V)") { c in
                c.wrap(Gauge(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc), label: try c.builtView(2),
                             currentValueLabel: try c.builtView(3), minimumValueLabel: try c.builtView(4), maximumValueLabel: try c.builtView(5)))
            }
        }
        nativeType("View") { t in
            t.method("gaugeStyle(_ style: GaugeStyle)") { c in c.wrap(try c.receiverView().gaugeStyle(try c.native(0))) }
        }
        nativeType("TextEditor", conformances: ["View"]) { t in
            t.initializer("init(text: String)") { c in c.wrap(TextEditor(text: c.string(0))) }
        }
        nativeType("ColorPicker", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, selection: Color, supportsOpacity: Bool = true)") { c in
                c.wrap(ColorPicker(label: Text(c.string(0)), selection: try c.native(1)))
            }
            t.initializer("init<Label: View>(selection: Color, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label)") { c in
                c.wrap(ColorPicker(label: try c.builtView(2), selection: try c.native(0)))
            }
        }
    }
}
