import Foundation
import LoomGraphics
import LoomUI

extension NativeCall {
    /// The words of a section header or footer, which a list draws as caption text; nil when it
    /// builds nothing (`EmptyView()`), which SwiftUI draws as no header at all.
    func sectionText(_ i: Int) throws -> String? {
        let views = try children(i).filter { !($0 is EmptyView) }
        if views.isEmpty { return nil }
        let texts = views.compactMap { $0 as? Text }
        guard texts.count == views.count, !texts.isEmpty else {
            throw ScriptError(loc, "Loom draws a Section's header and footer from Text views; use Text(\"…\") here")
        }
        return texts.map(\.string).joined(separator: " ")
    }
}

/// Controls drawn at rest (iOS 17): buttons, labels, toggles, sliders, steppers, fields, progress, pickers, lists, forms and sections.
extension NativeRegistry {
    func installControls() {
        nativeType("Divider", conformances: ["View"]) { t in t.initializer("init()") { c in c.wrap(Divider()) } }

        // Grids
        nativeType("Binding") { t in
            t.staticMethod("constant(_ value: Any)") { c in c.value(0) }
        }
        nativeType("Button", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, role: ButtonRole? = nil, action: () -> Void)") { c in c.wrap(Button(c.string(0), role: try c.optionalNative(1))) }
            // A literal title is a LocalizedStringKey (Markdown, inline images), as for `Text`.
            t.initializer("init(_ titleKey: LocalizedStringKey, role: ButtonRole? = nil, action: () -> Void)") { c in
                c.wrap(Button(role: try c.optionalNative(1), label: try c.native(0) as Text))
            }
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
            t.initializer("init(value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, onEditingChanged: (Bool) -> Void = { _ in })") { c in
                c.wrap(Slider(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc)))
            }
            // iOS draws neither the label nor the editing callback; the value labels sit at the track's ends.
            t.initializer("init<Label: View>(value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, @ViewBuilder label: () -> Label, onEditingChanged: (Bool) -> Void = { _ in })") { c in
                c.wrap(Slider(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc)))
            }
            t.initializer("init<Label: View, V: View>(value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> V, @ViewBuilder maximumValueLabel: () -> V, onEditingChanged: (Bool) -> Void = { _ in })") { c in
                c.wrap(Slider(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc),
                              minimumValueLabel: try c.builtView(4), maximumValueLabel: try c.builtView(5)))
            }
            // iOS 13's order, with the value labels as views rather than closures.
            t.initializer("init<Label: View, V: View>(value: Double, in bounds: ClosedRange<Double> = 0...1, step: Double = 0, onEditingChanged: (Bool) -> Void = { _ in }, minimumValueLabel: V, maximumValueLabel: V, @ViewBuilder label: () -> Label)") { c in
                c.wrap(Slider(value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc),
                              minimumValueLabel: try c.view(4), maximumValueLabel: try c.view(5)))
            }
        }
        nativeType("Stepper", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, value: Double, in bounds: ClosedRange<Double>? = nil, step: Double = 1)") { c in
                // An optional parameter arrives wrapped in `.some`; unwrap it, or the range reads as the 0...1 fallback.
                let bounds: ClosedRange<Double>? = try c.value(2).optionalPayload.map { try c.interpreter.closedDoubleRange($0, c.loc) }
                return c.wrap(Stepper(c.string(0), value: try c.double(1), in: bounds, step: try c.double(3)))
            }
            t.initializer("init<Label: View>(value: Double, in bounds: ClosedRange<Double>, step: Double = 1, @ViewBuilder label: () -> Label, onEditingChanged: (Bool) -> Void = { _ in })") { c in
                c.wrap(Stepper(label: try c.builtView(3), value: try c.double(0), in: try c.interpreter.closedDoubleRange(c.value(1), c.loc),
                               step: try c.double(2)))
            }
            t.initializer("init<Label: View>(value: Double, step: Double = 1, @ViewBuilder label: () -> Label, onEditingChanged: (Bool) -> Void = { _ in })") { c in
                c.wrap(Stepper(label: try c.builtView(2), value: try c.double(0), step: try c.double(1)))
            }
            // A stepper that only reports taps has no value, so no end: both buttons are live.
            t.initializer("init<Label: View>(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: (Bool) -> Void = { _ in })") { c in
                c.wrap(Stepper(label: try c.builtView(0), value: 0))
            }
            t.initializer("init<Label: View>(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)") { c in
                c.wrap(Stepper(label: try c.builtView(3), value: 0))
            }
            t.initializer("init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: (Bool) -> Void = { _ in })") { c in
                c.wrap(Stepper(c.string(0), value: 0))
            }
        }
        nativeType("TextField", conformances: ["View"]) { t in
            t.initializer("init(_ placeholder: String, text: String)") { c in c.wrap(TextField(c.string(0), text: c.string(1))) }
            t.initializer("init(_ title: String, text: String, prompt: Text?)") { c in
                let prompt = c.value(2).isNull ? nil : try c.view(2) as? Text
                return c.wrap(TextField(prompt?.string ?? c.string(0), text: c.string(1)))
            }
            t.initializer("init(_ title: String, text: String, prompt: Text? = nil, axis: Axis)") { c in
                let prompt = c.value(2).isNull ? nil : try c.view(2) as? Text
                return c.wrap(TextField(prompt?.string ?? c.string(0), text: c.string(1)))
            }
            t.initializer("init(_ placeholder: String, text: String, onCommit: () -> Void)") { c in c.wrap(TextField(c.string(0), text: c.string(1))) }
            t.initializer("init(_ placeholder: String, text: String, onEditingChanged: (Bool) -> Void, onCommit: () -> Void = { })") { c in
                c.wrap(TextField(c.string(0), text: c.string(1)))
            }
        }
        nativeType("SecureField", conformances: ["View"]) { t in
            t.initializer("init(_ placeholder: String, text: String)") { c in c.wrap(SecureField(c.string(0), text: c.string(1))) }
            // A prompt, when given, is the placeholder iOS shows; committing is interaction.
            t.initializer("init(_ title: String, text: String, prompt: Text?)") { c in
                let prompt = c.value(2).isNull ? nil : try c.view(2) as? Text
                return c.wrap(SecureField(prompt?.string ?? c.string(0), text: c.string(1)))
            }
            t.initializer("init(_ placeholder: String, text: String, onCommit: () -> Void)") { c in c.wrap(SecureField(c.string(0), text: c.string(1))) }
        }
        nativeType("ProgressView", conformances: ["View"]) { t in
            t.initializer("init()") { c in c.wrap(ProgressView()) }
            t.initializer("init(_ title: String)") { c in c.wrap(ProgressView(c.string(0))) }
            t.initializer("init(value: Double?, total: Double = 1)") { c in c.wrap(ProgressView(value: try c.optionalDouble(0), total: try c.double(1))) }
            // A Foundation `Progress`: its fraction done, or the spinner while its total is unknown.
            t.initializer("init(_ progress: Progress)") { c in
                let progress = try c.native(0) as Foundation.Progress
                return c.wrap(progress.isIndeterminate ? ProgressView() : ProgressView(value: progress.fractionCompleted, total: 1))
            }
            t.initializer("init(_ title: String, value: Double?, total: Double = 1)") { c in
                c.wrap(ProgressView(c.string(0), value: try c.optionalDouble(1), total: try c.double(2)))
            }
            // Label views: above the bar (or below the spinner); the current value below the bar.
            t.initializer("init<Label: View>(@ViewBuilder label: () -> Label)") { c in
                c.wrap(ProgressView(value: nil, label: try c.builtView(0)))
            }
            t.initializer("init<Label: View>(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label)") { c in
                c.wrap(ProgressView(value: try c.optionalDouble(0), total: try c.double(1), label: try c.builtView(2)))
            }
            t.initializer("init<Label: View, CurrentValueLabel: View>(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel)") { c in
                c.wrap(ProgressView(value: try c.optionalDouble(0), total: try c.double(1), label: try c.builtView(2), currentValueLabel: try c.builtView(3)))
            }
            // Inside a style's `makeBody`: the progress view it styles, drawn by the style outside it.
            t.initializer("init(_ configuration: ProgressViewStyleConfiguration)") { c in
                c.wrap(ProgressView(try c.native(0) as ProgressViewStyleConfiguration))
            }
        }
        nativeType("Picker", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(_ title: String, selection: Any, @ViewBuilder content: () -> Content)") { c in
                // Rows are matched to the selection by their tags, as SwiftUI matches values.
                c.wrap(Picker(c.string(0), selection: c.interpreter.tag(for: c.value(1)), rows: try c.children(2)))
            }
            // `Picker(selection:) { rows } label: { Text("C") }`: the label is a view; Loom titles the picker with its text.
            // iOS 13's `Picker(selection: $i, label: Text("Colour")) { … }`, the label a view argument.
            t.initializer("init<Label: View, Content: View>(selection: Any, label: Label, @ViewBuilder content: () -> Content)") { c in
                let title = try c.children(1).compactMap { ($0 as? Text)?.string }.joined(separator: " ")
                return c.wrap(Picker(title, selection: c.interpreter.tag(for: c.value(0)), rows: try c.children(2)))
            }
            t.initializer("init<Content: View, Label: View>(selection: Any, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)") { c in
                let title = try c.children(2).compactMap { ($0 as? Text)?.string }.joined(separator: " ")
                return c.wrap(Picker(title, selection: c.interpreter.tag(for: c.value(0)), rows: try c.children(1)))
            }
        }
        nativeType("List", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in c.wrap(List(rows: try c.children(0))) }
            t.initializer("init<Content: View, Data: RandomAccessCollection>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> Content)") { c in
                c.wrap(List(rows: try c.interpreter.forEachChildren(c.value(0), c.value(1), loc: c.loc)))
            }
            t.initializer("init<Content: View, Data: RandomAccessCollection>(_ data: Data, id: KeyPath, @ViewBuilder rowContent: (Data.Element) -> Content)") { c in
                c.wrap(List(rows: try c.interpreter.forEachChildren(c.value(0), c.value(2), loc: c.loc)))
            }
            // A selection is what a person has tapped; at rest nothing is highlighted.
            t.initializer("init<Content: View>(selection: Any?, @ViewBuilder content: () -> Content)") { c in c.wrap(List(rows: try c.children(1))) }
            t.initializer("init<Content: View, Data: RandomAccessCollection>(_ data: Data, selection: Any?, @ViewBuilder rowContent: (Data.Element) -> Content)") { c in
                c.wrap(List(rows: try c.interpreter.forEachChildren(c.value(0), c.value(2), loc: c.loc)))
            }
            t.initializer("init<Content: View, Data: RandomAccessCollection>(_ data: Data, id: KeyPath, selection: Any?, @ViewBuilder rowContent: (Data.Element) -> Content)") { c in
                c.wrap(List(rows: try c.interpreter.forEachChildren(c.value(0), c.value(3), loc: c.loc)))
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
            // iOS 13's `Section(header: Text("A"), footer: EmptyView()) { … }`: any views, drawn from their words.
            t.initializer("init<Parent: View, Content: View>(header: Parent, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Section(header: try c.sectionText(0), rows: try c.children(1)))
            }
            t.initializer("init<Footer: View, Content: View>(footer: Footer, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Section(footer: try c.sectionText(0), rows: try c.children(1)))
            }
            t.initializer("init<Parent: View, Footer: View, Content: View>(header: Parent, footer: Footer, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Section(header: try c.sectionText(0), footer: try c.sectionText(1), rows: try c.children(2)))
            }
            t.initializer("init<Content: View>(header: String? = nil, footer: String? = nil, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Section(header: c.value(0).isNull ? nil : c.string(0), footer: c.value(1).isNull ? nil : c.string(1), rows: try c.children(2)))
            }
        }
        // A single root view is passed as itself, so the stack sees its `.navigationTitle` and
        // whether it is a grouped List or Form.
    }
}

extension Interpreter {
    /// `0...1` as a `ClosedRange<Double>`.
    func closedDoubleRange(_ v: Value, _ loc: Loc) throws -> ClosedRange<Double> {
        guard case .range(let a, let b, _) = v else { return 0...1 }
        let lo = try toDouble(a, loc), hi = try toDouble(b, loc)
        return lo <= hi ? lo...hi : hi...lo
    }
}
