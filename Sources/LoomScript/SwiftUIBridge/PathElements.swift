import LoomGraphics
import LoomUI

/// `Path.Element` and `Path.forEach(_:)`: a path's elements reach scripts as values of an enum
/// with payloads, so `switch element { case .move(let to): … case .curve(let to, let c1, let c2): … }`
/// binds them as it would in Swift. They are the interpreter's own enum values (one shared
/// enum type, `Path.Element`), built here from LoomGraphics' elements.
extension NativeRegistry {
    func installPathElements() {
        nativeType("Path.Element", conformances: ["Equatable"]) { t in
            t.staticMethod("move(to: CGPoint) -> Path.Element") { c in Self.element(.move(to: try c.native(0)), c.interpreter) }
            t.staticMethod("line(to: CGPoint) -> Path.Element") { c in Self.element(.line(to: try c.native(0)), c.interpreter) }
            t.staticMethod("quadCurve(to: CGPoint, control: CGPoint) -> Path.Element") { c in
                Self.element(.quadCurve(to: try c.native(0), control: try c.native(1)), c.interpreter)
            }
            t.staticMethod("curve(to: CGPoint, control1: CGPoint, control2: CGPoint) -> Path.Element") { c in
                Self.element(.curve(to: try c.native(0), control1: try c.native(1), control2: try c.native(2)), c.interpreter)
            }
            t.staticValue("static let closeSubpath: Path.Element") { i in Self.element(.closeSubpath, i) }
        }
        nativeType("Path") { t in
            t.method("forEach(_ body: (Path.Element) -> Void)") { c in
                let body = try c.function(0)
                for element in (try c.receiverNative() as Path).elements {
                    _ = try c.call(body, [Self.element(element, c.interpreter)])
                }
                return .void
            }
        }
    }

    /// The one script enum type every `Path.Element` value has.
    nonisolated(unsafe) static let pathElementType: UserType = {
        let type = UserType(name: "Path.Element", kind: .enumType)
        func point(_ label: String) -> Param { Param(label: label, name: label, type: .simple("CGPoint")) }
        type.cases = [
            EnumCaseDecl(name: "move", payload: [point("to")]),
            EnumCaseDecl(name: "line", payload: [point("to")]),
            EnumCaseDecl(name: "quadCurve", payload: [point("to"), point("control")]),
            EnumCaseDecl(name: "curve", payload: [point("to"), point("control1"), point("control2")]),
            EnumCaseDecl(name: "closeSubpath", payload: []),
        ]
        type.conformances = ["Equatable"]
        return type
    }()

    static func element(_ element: Path.Element, _ interpreter: Interpreter) -> Value {
        func make(_ name: String, _ points: [Point], _ labels: [String]) -> Value {
            .enumValue(EnumInstance(type: pathElementType, caseName: name, payload: points.map { interpreter.wrapNative($0) }, labels: labels))
        }
        switch element {
        case .move(let p): return make("move", [p], ["to"])
        case .line(let p): return make("line", [p], ["to"])
        case .quadCurve(let p, let c): return make("quadCurve", [p, c], ["to", "control"])
        case .curve(let p, let c1, let c2): return make("curve", [p, c1, c2], ["to", "control1", "control2"])
        case .closeSubpath: return make("closeSubpath", [], [])
        }
    }
}
