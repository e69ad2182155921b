/// Haptics and timers have no picture: `UIImpactFeedbackGenerator`, `Timer.publish` and
/// `onReceive` exist so code that uses them runs; nothing vibrates, no timer fires.
struct InertValue: Equatable {
    var kind: String
}

extension NativeRegistry {
    func installFeedbackAndTimers() {
        for (name, initializer, actions) in [
            ("UIImpactFeedbackGenerator", "init(style: UIImpactFeedbackGenerator.FeedbackStyle = .medium)", ["prepare()", "impactOccurred()", "impactOccurred(intensity: CGFloat)"]),
            ("UINotificationFeedbackGenerator", "init()", ["prepare()", "notificationOccurred(_ type: UINotificationFeedbackGenerator.FeedbackType)"]),
            ("UISelectionFeedbackGenerator", "init()", ["prepare()", "selectionChanged()"]),
        ] {
            nativeType(name, payload: nil) { t in
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
        nativeType("Timer") { t in
            t.staticMethod("publish(every interval: Double, tolerance: Double? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode, options: Any? = nil)") { c in
                c.interpreter.wrap(InertValue(kind: "Timer.TimerPublisher"), as: "Timer.TimerPublisher")
            }
            t.staticMethod("scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: (Timer) -> Void) -> Timer") { c in
                c.interpreter.wrap(InertValue(kind: "Timer"), as: "Timer")
            }
            t.method("invalidate()") { _ in .void }
        }
        nativeType("Timer.TimerPublisher") { t in
            t.method("autoconnect()") { c in c.receiverValue }
            t.method("connect()") { c in c.receiverValue }
        }
        nativeType("TaskPriority") { t in t.constants(["high", "medium", "low", "userInitiated", "utility", "background"].map { ($0, $0) }) }
        nativeType("RunLoop") { t in
            t.staticValue("main") { i in i.wrap("main", as: "RunLoop") }
            t.staticValue("current") { i in i.wrap("current", as: "RunLoop") }
        }
        nativeType("RunLoop.Mode") { t in t.constants([("common", "common"), ("default", "default")]) }
        nativeType("View") { t in
            for signature in ["onReceive(_ publisher: Any, perform action: (Any) -> Void)",
                              "onChange(of value: Any, perform action: (Any) -> Void)",
                              "onChange(of value: Any, initial: Bool = false, _ action: () -> Void)",
                              "onChange(of value: Any, initial: Bool = false, _ action: (Any, Any) -> Void)"] {
                t.method(signature) { c in c.receiverValue }
            }
        }
    }
}
