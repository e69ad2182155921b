import Foundation
import LoomUI

/// SwiftUI's attributes of an attributed string (LoomUI's `AttributeScopes.SwiftUIAttributes`),
/// and `AttributeContainer`, which holds some to set or merge at once. Each attribute is a
/// settable property of a string, a slice and a container (`text.foregroundColor = .red`), a
/// property of a run, and a container method that returns a new container
/// (`AttributeContainer().foregroundColor(.clear)`), as Foundation's dynamic member lookup gives.
extension NativeRegistry {
    func installTextAttributes() {
        nativeType("AttributeContainer", payload: AttributeContainer.self, conformances: ["Equatable", "Hashable", "CustomStringConvertible"]) { t in
            t.type.describe = { "\($0 as! AttributeContainer)" }
            t.initializer("init()") { c in c.wrap(AttributeContainer()) }
            t.property("var description: String") { .string("\($0 as! AttributeContainer)") }
            t.mutating("mutating merge(_ other: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew)") { (container: inout AttributeContainer, c) in
                container.merge(try c.native(0), mergePolicy: try c.mergePolicy(1))
            }
            t.method("merging(_ other: AttributeContainer, mergePolicy: AttributedString.AttributeMergePolicy = .keepNew) -> AttributeContainer") { c in
                let policy = try c.mergePolicy(1)
                return c.wrap((try c.receiverNative(as: AttributeContainer.self)).merging(try c.native(0), mergePolicy: policy))
            }
        }
        nativeType("Text.LineStyle", payload: Text.LineStyle.self, conformances: ["Equatable", "Hashable"]) { t in
            t.initializer("init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)") { c in
                c.wrap(Text.LineStyle(pattern: c.value(0).isNull ? .solid : try c.native(0), color: try c.optionalNative(1)))
            }
            t.staticValue("static let single: Text.LineStyle") { i in i.wrap(Text.LineStyle.single, as: "Text.LineStyle") }
        }
        nativeType("Text.LineStyle.Pattern", conformances: ["Equatable", "Hashable"]) { t in
            t.constants(of: Text.LineStyle.Pattern.self)
        }
        typealias Keys = AttributeScopes.SwiftUIAttributes
        attribute("foregroundColor", "Color", Keys.ForegroundColorAttribute.self)
        attribute("backgroundColor", "Color", Keys.BackgroundColorAttribute.self)
        attribute("font", "Font", Keys.FontAttribute.self)
        attribute("underlineStyle", "Text.LineStyle", Keys.UnderlineStyleAttribute.self)
        attribute("strikethroughStyle", "Text.LineStyle", Keys.StrikethroughStyleAttribute.self)
        attribute("link", "URL", AttributeScopes.FoundationAttributes.LinkAttribute.self)
    }

    /// The attribute `K`, named `name` with values of the bridged type `valueType`, on each holder.
    private func attribute<K: AttributedStringKey>(_ name: String, _ valueType: String, _: K.Type) where K.Value: Sendable {
        func value(_ v: Value, _ loc: Loc) throws -> K.Value? {
            if case .null = v { return nil }
            guard case .native(let n) = v.optionalPayload ?? v, let x = n.payload as? K.Value else {
                throw ScriptError(loc, "cannot assign value of type '\(v.typeName)' to type '\(valueType)?'")
            }
            return x
        }
        let wrapValue = { [unowned self] (x: K.Value?) -> Value in x.map { .some(self.wrap($0)) } ?? .null }
        nativeType("AttributedString") { t in
            t.property("var \(name): \(valueType)? { get set }", get: { wrapValue(($0 as! AttributedString)[K.self]) }) { payload, v, _, loc in
                var s = payload as! AttributedString
                s[K.self] = try value(v, loc)
                return s
            }
        }
        nativeType("AttributedSubstring") { t in
            t.property("var \(name): \(valueType)? { get set }", get: { wrapValue(($0 as! AttributedSubstring)[K.self]) }) { payload, v, _, loc in
                var s = payload as! AttributedSubstring
                s[K.self] = try value(v, loc)
                return s
            }
        }
        nativeType("AttributedString.Runs.Run") { t in
            t.property("var \(name): \(valueType)?") { wrapValue(($0 as! AttributedString.Runs.Run)[K.self]) }
        }
        nativeType("AttributeContainer") { t in
            t.property("var \(name): \(valueType)? { get set }", get: { wrapValue(($0 as! AttributeContainer)[K.self]) }) { payload, v, _, loc in
                var container = payload as! AttributeContainer
                container[K.self] = try value(v, loc)
                return container
            }
            // Foundation's `AttributeContainer.Builder`, called: a copy with the attribute set.
            t.method("\(name)(_ value: \(valueType)) -> AttributeContainer") { c in
                var container = try c.receiverNative(as: AttributeContainer.self)
                container[K.self] = try value(c.value(0), c.loc)
                return c.wrap(container)
            }
        }
    }
}
