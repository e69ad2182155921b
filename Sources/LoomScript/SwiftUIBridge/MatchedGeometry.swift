import Foundation
import LoomGraphics
import LoomUI

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` and the namespaces its ids live in.
/// Each `Namespace()` (so each `@Namespace` property) is its own scope, and an id matches only an
/// equal id of the same type (SwiftUI keeps them as `AnyHashable`), so `1` and `"1"` differ.
extension NativeRegistry {
    func installMatchedGeometry() {
        nativeType("Namespace.ID", payload: NamespaceID.self, conformances: ["Hashable"])
        nativeType("Namespace") { t in
            t.initializer("init()") { c in c.wrap(Namespace(id: c.interpreter.newNamespaceID())) }
            t.property("var wrappedValue: Namespace.ID") { n in self.wrap((n as! Namespace).id) }
        }
        nativeType("MatchedGeometryProperties", payload: MatchedGeometryProperties.self, conformances: ["Equatable"]) { t in
            t.constants([("position", MatchedGeometryProperties.position), ("size", MatchedGeometryProperties.size),
                         ("frame", MatchedGeometryProperties.frame)])
        }
        nativeType("View") { t in
            t.method("matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View") { c in
                let id = c.value(0)
                return c.wrap(try c.receiverView().matchedGeometryEffect(id: "\(id.typeName):\(c.interpreter.describe(id, debug: true))", in: try c.native(1),
                                                                         properties: try c.native(2), anchor: try c.native(3), isSource: c.bool(4)))
            }
        }
    }

    /// The property wrapper: its value is the namespace.
    struct Namespace {
        var id: NamespaceID
    }
}

extension Interpreter {
    /// A namespace no other has. On an animated picture's clock a view's body runs again in every
    /// pass, building its `@Namespace` anew: there the name is the namespace's place in the pass,
    /// so the view keeps its namespace from pass to pass, as SwiftUI keeps it with the view.
    func newNamespaceID() -> NamespaceID {
        if let clock = motionClock { return NamespaceID(clock.nextKey("namespace")) }
        return NamespaceID("namespace-\(NamespaceCounter.shared.next())")
    }
}

/// Namespaces made outside an animated picture's passes, numbered in the order they are made.
final class NamespaceCounter: @unchecked Sendable {
    static let shared = NamespaceCounter()
    private let lock = NSLock()
    private var count = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}
