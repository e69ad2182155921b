import LoomUI

extension NativeCall {
    /// The Buttons an alert's or dialog's `actions` closure builds; anything else is an error here.
    func actionButtons(_ i: Int) throws -> [Button] {
        try children(i).map {
            guard let button = $0 as? Button else {
                throw ScriptError(loc, "Loom draws an alert's or dialog's actions from Button views, not \(type(of: $0))")
            }
            return button
        }
    }

    /// An `Alert.Button`: a button value typed so `.default(…)` and `.cancel()` resolve.
    func alertButton(_ role: ButtonRole?, _ label: any ViewNode) -> Value {
        interpreter.wrap(Button(role: role, label: label), as: "Alert.Button")
    }
}

/// Presentations drawn only while their `isPresented` is true at render time: `.alert` (and
/// iOS 13's `Alert`), `.confirmationDialog`, `.sheet`, `.fullScreenCover` and `.popover`.
extension NativeRegistry {
    func installPresentations() {
        // Where a popover points from: nothing on an iPhone, which presents it as a sheet.
        nativeType("PopoverAttachmentAnchor") { t in
            t.staticMethod("point(_ point: UnitPoint)") { c in c.interpreter.wrap("point", as: "PopoverAttachmentAnchor") }
            t.staticMethod("rect(_ rect: Anchor.Source)") { c in c.interpreter.wrap("rect", as: "PopoverAttachmentAnchor") }
        }
        nativeType("Visibility", conformances: ["Equatable"]) { t in
            t.constants([("automatic", "automatic"), ("visible", "visible"), ("hidden", "hidden")])
        }
        nativeType("Alert", payload: AlertPresentation.self) { t in
            t.initializer("init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil)") { c in
                let dismiss: Button? = try c.optionalNative(2)
                return c.wrap(AlertPresentation(title: try c.view(0), message: c.value(1).isNull ? nil : try c.view(1),
                                                buttons: dismiss.map { [$0] } ?? []))
            }
            t.initializer("init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)") { c in
                c.wrap(AlertPresentation(title: try c.view(0), message: c.value(1).isNull ? nil : try c.view(1),
                                         buttons: [try c.native(2), try c.native(3)]))
            }
        }
        nativeType("Alert.Button") { t in
            t.staticMethod("`default`(_ label: Text, action: (() -> Void)? = nil)") { c in c.alertButton(nil, try c.view(0)) }
            t.staticMethod("cancel(_ label: Text, action: (() -> Void)? = nil)") { c in c.alertButton(.cancel, try c.view(0)) }
            t.staticMethod("cancel(action: (() -> Void)? = nil)") { c in c.alertButton(.cancel, Text("Cancel")) }
            t.staticMethod("destructive(_ label: Text, action: (() -> Void)? = nil)") { c in c.alertButton(.destructive, try c.view(0)) }
        }
        nativeType("View") { t in
            t.method("alert<A: View>(_ title: String, isPresented: Bool, @ViewBuilder actions: () -> A)") { c in
                c.wrap(try c.receiverView().alert(Text(c.string(0)), isPresented: c.bool(1), buttons: try c.actionButtons(2)))
            }
            t.method("alert<A: View, M: View>(_ title: String, isPresented: Bool, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)") { c in
                c.wrap(try c.receiverView().alert(Text(c.string(0)), isPresented: c.bool(1), buttons: try c.actionButtons(2),
                                                  message: try c.builtView(3)))
            }
            t.method("alert(isPresented: Bool, content: () -> Alert)") { c in
                let presented = c.bool(0)
                let receiver = try c.receiverView()
                guard presented else { return c.wrap(receiver) }
                guard case .function(let make) = c.value(1),
                      case .native(let made) = try c.interpreter.callFunction(make, [], c.loc).optionalPayload ?? .null,
                      let alert = made.payload as? AlertPresentation else {
                    throw ScriptError(c.loc, "alert(isPresented:content:) needs a closure that returns an Alert")
                }
                return c.wrap(PresentingView(content: receiver, isPresented: true, presentation: alert))
            }
            t.method("confirmationDialog<A: View>(_ title: String, isPresented: Bool, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A)") { c in
                c.wrap(try c.receiverView().confirmationDialog(Text(c.string(0)), isPresented: c.bool(1),
                                                               titleVisible: try c.native(2) as String == "visible", buttons: try c.actionButtons(3)))
            }
            t.method("confirmationDialog<A: View, M: View>(_ title: String, isPresented: Bool, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M)") { c in
                c.wrap(try c.receiverView().confirmationDialog(Text(c.string(0)), isPresented: c.bool(1),
                                                               titleVisible: try c.native(2) as String == "visible", buttons: try c.actionButtons(3),
                                                               message: try c.builtView(4)))
            }
            // Each with and without `onDismiss:`, so a trailing closure is the content, as in Swift.
            for name in ["sheet", "fullScreenCover", "popover"] {
                for extra in ["", "onDismiss: (() -> Void)?, ", "attachmentAnchor: PopoverAttachmentAnchor, ", "arrowEdge: Edge, ",
                              "attachmentAnchor: PopoverAttachmentAnchor, arrowEdge: Edge, "]
                    where name == "popover" ? !extra.hasPrefix("onDismiss") : !extra.contains("Edge") && !extra.contains("attachment") {
                    let contentIndex = extra.components(separatedBy: ":").count
                    t.method("\(name)<Content: View>(isPresented: Bool, \(extra)@ViewBuilder content: () -> Content)") { c in
                        let view = try c.receiverView(), content = try c.builtView(contentIndex)
                        // On an iPhone a popover is presented as a sheet.
                        return c.wrap(name == "fullScreenCover" ? view.fullScreenCover(isPresented: c.bool(0), content: content)
                                                                : view.sheet(isPresented: c.bool(0), content: content))
                    }
                }
            }
        }
    }
}
