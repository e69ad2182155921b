/// Xcode's preview settings, accepted with their real types so `.previewLayout(.sizeThatFits)`
/// resolves; the canvas a preview is drawn on is the notebook's (see `loom previews`).
extension NativeRegistry {
    func installPreviews() {
        nativeType("PreviewLayout") { t in
            t.constants([("sizeThatFits", "sizeThatFits"), ("device", "device")])
            t.staticMethod("fixed(width: CGFloat, height: CGFloat)") { c in c.interpreter.wrap("fixed", as: "PreviewLayout") }
        }
        nativeType("PreviewDevice") { t in
            t.initializer("init(rawValue: String)") { c in c.interpreter.wrap(c.string(0), as: "PreviewDevice") }
            t.initializer("init(stringLiteral value: String)") { c in c.interpreter.wrap(c.string(0), as: "PreviewDevice") }
        }
        nativeType("InterfaceOrientation") { t in
            t.constants(["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"].map { ($0, $0) })
        }
        nativeType("View") { t in
            for signature in ["previewLayout(_ value: PreviewLayout)", "previewDevice(_ value: PreviewDevice?)",
                              "previewInterfaceOrientation(_ value: InterfaceOrientation)"] {
                t.method(signature) { c in c.receiverValue }
            }
        }
    }
}
