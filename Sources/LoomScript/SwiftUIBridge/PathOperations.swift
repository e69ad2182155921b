import LoomGraphics
import LoomUI

/// iOS 17's boolean operations on paths and shapes, hit testing, and `CGPath`'s spellings of
/// them (`cgPath.subtracting(other.cgPath, using: .evenOdd)`); `CGPath` is `Path` here, so the
/// signatures name `Path` where Core Graphics says `CGPath`, and Core Graphics' fill rule has no
/// default: with one, `path.union(other)` would match both spellings. Without a rule the
/// SwiftUI spelling answers, the same for every call but `normalized()`, whose default rule is
/// even-odd in SwiftUI and non-zero in Core Graphics (the SwiftUI one is taken).
extension NativeRegistry {
    func installPathOperations() {
        nativeType("CGPathFillRule", conformances: ["Equatable"]) { t in
            t.constants([("winding", FillRule.winding), ("evenOdd", FillRule.evenOdd)])
        }
        nativeType("Path") { t in
            t.method("contains(_ p: CGPoint, eoFill: Bool = false) -> Bool") { c in
                .bool((try c.receiverNative() as Path).contains(try c.native(0), eoFill: c.bool(1)))
            }
            t.method("contains(_ point: CGPoint, using rule: CGPathFillRule, transform: CGAffineTransform = .identity) -> Bool") { c in
                let point: Point = try c.native(0), transform: Transform = try c.native(2)
                return .bool((try c.receiverNative() as Path).contains(point.applying(transform.inverted()), eoFill: try c.native(1, as: FillRule.self) == .evenOdd))
            }
            t.method("normalized(eoFill: Bool = true) -> Path") { c in c.wrap((try c.receiverNative() as Path).normalized(eoFill: c.bool(0))) }
            t.method("normalized(using rule: CGPathFillRule) -> Path") { c in
                c.wrap((try c.receiverNative() as Path).normalized(eoFill: try c.native(0, as: FillRule.self) == .evenOdd))
            }
            for (name, operation) in Self.pathOperations {
                t.method("\(name)(_ other: Path, eoFill: Bool = false) -> Path") { c in
                    c.wrap(operation(try c.receiverNative(), try c.native(0), c.bool(1)))
                }
                t.method("\(name)(_ other: Path, using rule: CGPathFillRule) -> Path") { c in
                    c.wrap(operation(try c.receiverNative(), try c.native(0), try c.native(1, as: FillRule.self) == .evenOdd))
                }
            }
        }
        nativeType("Shape") { t in
            for (name, operation) in Self.shapeOperations {
                t.method("\(name)(_ other: some Shape, eoFill: Bool = false) -> some Shape") { c in
                    c.wrap(CombinedShape(try c.receiverShape(), try c.shape(0), operation, eoFill: c.bool(1)))
                }
            }
        }
    }

    /// Core Graphics' fill rules, which the bridge turns into LoomGraphics' `eoFill` flags.
    enum FillRule { case winding, evenOdd }

    static let pathOperations: [(String, @Sendable (Path, Path, Bool) -> Path)] = [
        ("union", { $0.union($1, eoFill: $2) }),
        ("intersection", { $0.intersection($1, eoFill: $2) }),
        ("subtracting", { $0.subtracting($1, eoFill: $2) }),
        ("symmetricDifference", { $0.symmetricDifference($1, eoFill: $2) }),
        ("lineIntersection", { $0.lineIntersection($1, eoFill: $2) }),
        ("lineSubtracting", { $0.lineSubtracting($1, eoFill: $2) }),
    ]

    static let shapeOperations: [(String, CombinedShape.Operation)] = [
        ("union", .union), ("intersection", .intersection), ("subtracting", .subtracting),
        ("symmetricDifference", .symmetricDifference), ("lineIntersection", .lineIntersection), ("lineSubtracting", .lineSubtracting),
    ]
}
