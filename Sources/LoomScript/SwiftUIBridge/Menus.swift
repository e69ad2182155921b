import Foundation
import LoomUI

/// Menus, control groups, outline groups, edit buttons, iOS 13's action sheets and search bars:
/// what tutorials put in lists and toolbars, drawn at rest.
extension NativeRegistry {
    func installMenus() {
        nativeType("Menu", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(_ title: String, @ViewBuilder content: () -> Content)") { c in c.wrap(Menu(c.string(0))) }
            t.initializer("init<Content: View>(_ title: String, systemImage: String, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Menu(label: Label(c.string(0), systemImage: c.string(1))))
            }
            t.initializer("init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)") { c in
                c.wrap(Menu(label: try c.builtView(1)))
            }
            t.initializer("init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: () -> Void)") { c in
                c.wrap(Menu(label: try c.builtView(1)))
            }
            // iOS 14's order, the label first.
            t.initializer("init<Content: View, Label: View>(@ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content)") { c in
                c.wrap(Menu(label: try c.builtView(0)))
            }
        }
        nativeType("ControlGroupStyle") { t in
            t.constants(of: ControlGroupStyle.self)
        }
        nativeType("ControlGroup", conformances: ["View"]) { t in
            t.initializer("init<Content: View>(@ViewBuilder content: () -> Content)") { c in c.wrap(ControlGroup(content: try c.children(0))) }
            t.initializer("init<Content: View>(_ title: String, @ViewBuilder content: () -> Content)") { c in
                c.wrap(ControlGroup(content: try c.children(1), label: Text(c.string(0))))
            }
            t.initializer("init<Content: View>(_ title: String, systemImage: String, @ViewBuilder content: () -> Content)") { c in
                c.wrap(ControlGroup(content: try c.children(2), label: Label(c.string(0), systemImage: c.string(1))))
            }
            t.initializer("init<Content: View, Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)") { c in
                c.wrap(ControlGroup(content: try c.children(0), label: try c.builtView(1)))
            }
        }
        nativeType("EditButton", conformances: ["View"]) { t in
            // At rest a list is not being edited: the button reads Edit.
            t.initializer("init()") { c in c.wrap(Button("Edit")) }
        }
        nativeType("OutlineGroup", conformances: ["View"]) { t in
            // Collapsed, as a list first shows one: each root's row, with a disclosure chevron when it has children.
            t.initializer("init<Data, Leaf: View>(_ data: Data, children: KeyPath, @ViewBuilder content: (Data.Element) -> Leaf)") { c in
                let roots: [Value] = if case .array(let items) = c.value(0) { items } else { [c.value(0)] }
                let children = try c.function(1), content = try c.function(2)
                return c.wrap(LoomUI.Group(content: try roots.map { root -> any ViewNode in
                    let row = try c.interpreter.requireView(try c.call(content, [root]), loc: c.loc)
                    guard try c.call(children, [root]).optionalPayload != nil else { return row }
                    return DisclosureGroup(label: row, isExpanded: false, content: [])
                }))
            }
        }
        nativeType("UUID", payload: UUIDValue.self, conformances: ["Hashable", "Equatable"]) { t in
            t.initializer("init()") { c in c.wrap(UUIDValue.next()) }
            t.property("var uuidString: String") { p in .string((p as! UUIDValue).string) }
            t.type.describe = { ($0 as! UUIDValue).string }
        }
        nativeType("ActionSheet", payload: ConfirmationDialogPresentation.self) { t in
            t.initializer("init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()])") { c in
                guard case .array(let items) = c.value(2) else { throw ScriptError(c.loc, "an ActionSheet's buttons are an array of ActionSheet.Button") }
                let buttons = try items.map { item -> Button in
                    guard case .native(let n) = item, let button = n.payload as? Button else {
                        throw ScriptError(c.loc, "an ActionSheet's buttons are made with .default, .destructive or .cancel")
                    }
                    return button
                }
                return c.wrap(ConfirmationDialogPresentation(title: try c.view(0), message: c.value(1).isNull ? nil : try c.view(1), buttons: buttons))
            }
        }
        nativeType("ActionSheet.Button") { t in
            t.staticMethod("`default`(_ label: Text, action: (() -> Void)? = nil)") { c in c.sheetButton(nil, try c.view(0)) }
            t.staticMethod("cancel(_ label: Text, action: (() -> Void)? = nil)") { c in c.sheetButton(.cancel, try c.view(0)) }
            t.staticMethod("cancel(action: (() -> Void)? = nil)") { c in c.sheetButton(.cancel, Text("Cancel")) }
            t.staticMethod("destructive(_ label: Text, action: (() -> Void)? = nil)") { c in c.sheetButton(.destructive, try c.view(0)) }
        }
        // What a keyboard would offer; a picture has no keyboard, so these only need to resolve.
        for (name, cases) in [
            ("SubmitLabel", ["done", "go", "send", "join", "route", "search", "return", "next", "continue"]),
            ("UITextContentType", ["name", "givenName", "familyName", "nickname", "username", "password", "newPassword", "oneTimeCode",
                                   "emailAddress", "telephoneNumber", "URL", "fullStreetAddress", "postalCode", "addressCity", "countryName"]),
            ("UIKeyboardType", ["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
                                "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad"]),
            ("TextInputAutocapitalization", ["never", "words", "sentences", "characters"]),
            ("UITextAutocapitalizationType", ["none", "words", "sentences", "allCharacters"]),
            ("ScrollDismissesKeyboardMode", ["automatic", "immediately", "interactively", "never"]),
        ] {
            nativeType(name) { t in t.constants(cases.map { ($0, name + "." + $0) }) }
        }
        // The rows `onDelete`/`onMove` would be handed; at rest their closures never run.
        nativeType("IndexSet", conformances: ["Equatable"])
        nativeType("SearchFieldPlacement") { t in
            t.constants([("automatic", "automatic"), ("navigationBarDrawer", "navigationBarDrawer"), ("sidebar", "sidebar"), ("toolbar", "toolbar")])
            t.staticMethod("navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode = .automatic)") { c in c.interpreter.wrap("navigationBarDrawer", as: "SearchFieldPlacement") }
        }
        // Whether the drawer's field shows before a scroll: at rest, at the top, it does either way.
        nativeType("SearchFieldPlacement.NavigationBarDrawerDisplayMode") { t in
            t.constants([("automatic", "automatic"), ("always", "always")])
        }
        nativeType("View") { t in
            t.method("actionSheet(isPresented: Bool, content: () -> ActionSheet)") { c in
                let receiver = try c.receiverView()
                guard c.bool(0) else { return c.wrap(receiver) }
                guard case .native(let made) = try c.call(try c.function(1), []).optionalPayload ?? .null,
                      let sheet = made.payload as? ConfirmationDialogPresentation else {
                    throw ScriptError(c.loc, "actionSheet(isPresented:content:) needs a closure that returns an ActionSheet")
                }
                return c.wrap(PresentingView(content: receiver, isPresented: true, presentation: sheet))
            }
            for placement in ["", "placement: SearchFieldPlacement = .automatic, "] {
                t.method("searchable(text: String, \(placement)prompt: String? = nil)") { c in
                    let prompt = c.value(placement.isEmpty ? 1 : 2)
                    return c.wrap(try c.receiverView().searchable(text: c.string(0), prompt: prompt.isNull ? "Search" : c.interpreter.describe(prompt.optionalPayload ?? .null)))
                }
                t.method("searchable(text: String, \(placement)prompt: Text)") { c in
                    let prompt = try c.view(placement.isEmpty ? 1 : 2) as? Text
                    return c.wrap(try c.receiverView().searchable(text: c.string(0), prompt: prompt?.string ?? "Search"))
                }
            }
            t.method("controlGroupStyle(_ style: ControlGroupStyle)") { c in c.wrap(try c.receiverView().controlGroupStyle(try c.native(0))) }
            // Editing a list is interaction: at rest the rows are drawn as they are.
            for ignored in ["onDelete(perform action: ((IndexSet) -> Void)?)", "onMove(perform action: ((IndexSet, Int) -> Void)?)",
                            "deleteDisabled(_ isDisabled: Bool)", "moveDisabled(_ isDisabled: Bool)",
                            "menuStyle(_ style: Any)", "menuOrder(_ order: Any)", "menuIndicator(_ visibility: Visibility)",
                            "searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S)",
                            "onSubmit(of triggers: Any? = nil, _ action: () -> Void)", "submitLabel(_ submitLabel: SubmitLabel)",
                            "autocorrectionDisabled(_ disable: Bool = true)", "disableAutocorrection(_ disable: Bool?)",
                            "textContentType(_ textContentType: UITextContentType?)",
                            "textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)",
                            "autocapitalization(_ style: UITextAutocapitalizationType)", "keyboardType(_ type: UIKeyboardType)",
                            // Nothing has focus in a picture: `@FocusState` starts false or nil and stays so, and
                            // the field a binding would focus (`.email`, typed by the binding) is never needed.
                            "focused(_ condition: Bool)", "focused(_ binding: Any?, equals value: @autoclosure () -> Any)",
                            "accessibilityFocused(_ condition: Bool)", "accessibilityFocused(_ binding: Any?, equals value: @autoclosure () -> Any)",
                            "focusable(_ isFocusable: Bool = true)", "focusSection()", "focusEffectDisabled(_ disabled: Bool = true)",
                            "scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode)"] {
                t.method(ignored) { c in c.receiverValue }
            }
        }
    }
}

extension NativeCall {
    /// An `ActionSheet.Button`: a button typed so `.default(…)` and `.cancel()` resolve.
    func sheetButton(_ role: ButtonRole?, _ label: any ViewNode) -> Value {
        interpreter.wrap(Button(role: role, label: label), as: "ActionSheet.Button")
    }
}

/// `UUID()`: ids that differ from each other, numbered in the order they are made, so a
/// notebook draws the same way on every run (a picture never shows them).
struct UUIDValue: Hashable {
    let number: Int

    nonisolated(unsafe) static var counter = 0
    static let lock = NSLock()

    static func next() -> UUIDValue {
        lock.lock()
        defer { lock.unlock() }
        counter += 1
        return UUIDValue(number: counter)
    }

    var string: String { String(format: "00000000-0000-4000-8000-%012X", number) }
}
