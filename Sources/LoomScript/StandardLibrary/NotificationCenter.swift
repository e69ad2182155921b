/// `NotificationCenter`: notifications a session posts reach the observers its blocks added, at
/// once, in the order they were added. The system posts nothing in a notebook (no app becomes
/// active, no keyboard shows), so a publisher of a system notification never fires: a view that
/// listens with `onReceive` draws as it is.
final class NotificationHub {
    struct Observer {
        let token: Int
        let name: String?
        let block: FunctionValue
    }
    var observers: [Observer] = []
    var nextToken = 0
}

/// A posted notification: its name, sender and user info.
struct PostedNotification {
    let name: String
    let object: Value
    let userInfo: Value
}

/// `NotificationCenter.default.publisher(for:)`: never publishes here (see `NotificationHub`).
struct NotificationPublisher {
    let name: String
}

/// What `addObserver(forName:object:queue:using:)` returns, for `removeObserver(_:)`.
struct NotificationToken {
    let token: Int
}

extension Interpreter {
    /// The session's `NotificationCenter.default`.
    var notificationHub: NotificationHub { sessionObject("NotificationCenter", NotificationHub.init) }
}

extension NativeRegistry {
    func installNotificationCenter() {
        nativeType("NotificationCenter", payload: NotificationHub.self) { t in
            t.staticValue("static let `default`: NotificationCenter") { i in i.wrap(i.notificationHub, as: "NotificationCenter") }
            t.method("publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher") { c in
                c.wrap(NotificationPublisher(name: try c.native(0) as String))
            }
            t.method("addObserver(forName name: Notification.Name?, object obj: Any?, queue: OperationQueue?, using block: (Notification) -> Void) -> Any") { c in
                let hub = try c.receiverNative(as: NotificationHub.self)
                hub.nextToken += 1
                let name: String? = c.value(0).optionalPayload == nil ? nil : try c.native(0) as String
                hub.observers.append(.init(token: hub.nextToken, name: name, block: try c.function(3)))
                return c.wrap(NotificationToken(token: hub.nextToken))
            }
            t.method("removeObserver(_ observer: Any)") { c in
                let hub = try c.receiverNative(as: NotificationHub.self)
                if let token = try? c.native(0) as NotificationToken { hub.observers.removeAll { $0.token == token.token } }
                return .void
            }
            t.method("post(name aName: Notification.Name, object anObject: Any? = nil, userInfo aUserInfo: [AnyHashable: Any]? = nil)") { c in
                let hub = try c.receiverNative(as: NotificationHub.self)
                let name = try c.native(0) as String
                let posted = c.wrap(PostedNotification(name: name, object: c.value(1), userInfo: c.value(2)))
                for observer in hub.observers where observer.name == nil || observer.name == name {
                    _ = try c.call(observer.block, [posted])
                }
                return .void
            }
        }
        nativeType("NotificationCenter.Publisher", payload: NotificationPublisher.self) { _ in }
        nativeType("NotificationToken", payload: NotificationToken.self) { _ in }
        nativeType("Notification", payload: PostedNotification.self) { t in
            t.property("var name: Notification.Name") { p in NativeRegistry.shared.wrap((p as! PostedNotification).name, as: "Notification.Name") }
            t.property("var object: Any?") { p in (p as! PostedNotification).object }
            t.property("var userInfo: [AnyHashable: Any]?") { p in (p as! PostedNotification).userInfo }
        }
        nativeType("Notification.Name", payload: String.self, conformances: ["Hashable"]) { t in
            t.initializer("init(_ rawValue: String)") { c in c.interpreter.wrap(c.string(0), as: "Notification.Name") }
            t.initializer("init(rawValue: String)") { c in c.interpreter.wrap(c.string(0), as: "Notification.Name") }
            t.property("var rawValue: String") { p in .string(p as! String) }
            t.type.describe = { "NSNotification.Name(_rawValue: \($0 as! String))" }
        }
        nativeType("OperationQueue") { t in
            t.staticValue("static let main: OperationQueue") { i in i.wrap("main", as: "OperationQueue") }
            t.staticValue("static let current: OperationQueue?") { i in i.wrap("main", as: "OperationQueue") }
        }
        // The application's life-cycle and the keyboard's notifications, which a picture never sees.
        let system: [(type: String, names: [String])] = [
            ("UIApplication", ["didBecomeActiveNotification", "willResignActiveNotification", "didEnterBackgroundNotification",
                               "willEnterForegroundNotification", "willTerminateNotification", "didReceiveMemoryWarningNotification",
                               "significantTimeChangeNotification", "userDidTakeScreenshotNotification"]),
            ("UIResponder", ["keyboardWillShowNotification", "keyboardDidShowNotification", "keyboardWillHideNotification",
                             "keyboardDidHideNotification", "keyboardWillChangeFrameNotification", "keyboardDidChangeFrameNotification"]),
            ("UIDevice", ["orientationDidChangeNotification", "batteryLevelDidChangeNotification"]),
        ]
        for (type, names) in system {
            nativeType(type) { t in
                for name in names {
                    // Named as UIKit's constants are (`UIApplicationDidBecomeActiveNotification`).
                    let raw = type + name.prefix(1).uppercased() + name.dropFirst()
                    t.staticValue("static let \(name): Notification.Name") { i in i.wrap(raw, as: "Notification.Name") }
                }
            }
        }
    }
}
