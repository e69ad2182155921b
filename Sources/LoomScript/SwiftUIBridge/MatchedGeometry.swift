import LoomGraphics
import LoomUI

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` and the namespaces its ids live in.
/// Namespaces are not told apart yet: every `Namespace()` is the same one, so ids match across
/// them (`@Namespace var ns` inside a view needs the interpreter to make the wrapper itself).
extension NativeRegistry {
    func installMatchedGeometry() {
        nativeType("Namespace.ID", payload: NamespaceID.self, conformances: ["Hashable"])
        nativeType("Namespace") { t in
            t.initializer("init()") { c in c.wrap(Namespace()) }
            t.property("wrappedValue") { n in self.wrap((n as! Namespace).id) }
        }
        nativeType("MatchedGeometryProperties", payload: MatchedGeometryProperties.self, conformances: ["Equatable"]) { t in
            t.constants([("position", MatchedGeometryProperties.position), ("size", MatchedGeometryProperties.size),
                         ("frame", MatchedGeometryProperties.frame)])
        }
        nativeType("View") { t in
            t.method("matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View") { c in
                c.wrap(try c.receiverView().matchedGeometryEffect(id: c.string(0), in: try c.native(1), properties: try c.native(2),
                                                                  anchor: try c.native(3), isSource: c.bool(4)))
            }
        }
    }

    /// The property wrapper: its value is the namespace.
    struct Namespace {
        var id = NamespaceID("namespace")
    }
}
