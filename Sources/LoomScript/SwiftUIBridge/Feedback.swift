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
        nativeType("TaskPriority") { t in t.constants(["high", "medium", "low", "userInitiated", "utility", "background"].map { ($0, $0) }) }
    }
}
