/// Haptics have no picture: `UIImpactFeedbackGenerator` and its kin exist so code that uses them
/// runs; nothing vibrates. (Timers fire on an animated picture's clock: Timers.swift.)
struct InertValue: Equatable {
    var kind: String
}

extension NativeRegistry {
    func installFeedback() {
        for (name, initializer, actions) in [
            ("UIImpactFeedbackGenerator", "init(style: UIImpactFeedbackGenerator.FeedbackStyle = .medium)", ["prepare()", "impactOccurred()", "impactOccurred(intensity: CGFloat)"]),
            ("UINotificationFeedbackGenerator", "init()", ["prepare()", "notificationOccurred(_ type: UINotificationFeedbackGenerator.FeedbackType)"]),
            ("UISelectionFeedbackGenerator", "init()", ["prepare()", "selectionChanged()"]),
        ] {
            nativeType(name) { t in
                t.initializer(initializer) { c in c.interpreter.wrap(InertValue(kind: name), as: name) }
                for action in actions { t.method(action) { _ in .void } }
            }
        }
        nativeType("UIImpactFeedbackGenerator.FeedbackStyle") { t in
            t.constants(["light", "medium", "heavy", "soft", "rigid"].map { ($0, $0) })
        }
        nativeType("UINotificationFeedbackGenerator.FeedbackType") { t in
            t.constants(["success", "warning", "error"].map { ($0, $0) })
        }
        // `.sensoryFeedback(.success, trigger: done)`: the haptic a change plays; a picture plays none.
        nativeType("SensoryFeedback") { t in
            // (`impact` is both a value and, with a weight or flexibility, a function.)
            t.constants(["success", "warning", "error", "selection", "increase", "decrease", "start", "stop", "alignment", "levelChange", "impact"].map { ($0, $0) })
            t.staticMethod("impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback") { c in c.interpreter.wrap("impact", as: "SensoryFeedback") }
            t.staticMethod("impact(flexibility: SensoryFeedback.Flexibility, intensity: Double = 1.0) -> SensoryFeedback") { c in c.interpreter.wrap("impact", as: "SensoryFeedback") }
        }
        nativeType("SensoryFeedback.Weight") { t in t.constants(["light", "medium", "heavy"].map { ($0, $0) }) }
        nativeType("SensoryFeedback.Flexibility") { t in t.constants(["rigid", "solid", "soft"].map { ($0, $0) }) }
        nativeType("View") { t in
            for signature in ["sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T)",
                              "sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T, condition: (T, T) -> Bool)",
                              "sensoryFeedback<T: Equatable>(trigger: T, _ feedback: (T, T) -> SensoryFeedback?)"] {
                t.method(signature) { c in c.receiverValue }
            }
        }
        nativeType("TaskPriority") { t in t.constants(["high", "medium", "low", "userInitiated", "utility", "background"].map { ($0, $0) }) }
    }
}
