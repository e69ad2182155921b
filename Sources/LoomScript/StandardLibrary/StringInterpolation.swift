/// `DefaultStringInterpolation` (`String.StringInterpolation`) built by hand, and
/// `String(stringInterpolation:)`. Its value is the text so far, a String — as `self` is inside
/// `extension String.StringInterpolation` — so String's `appendLiteral`/`appendInterpolation` build it.
extension NativeRegistry {
    func installStringInterpolation() {
        let interpolation = nativeType("DefaultStringInterpolation") { t in
            // The capacities only size Swift's buffer.
            t.initializer("init(literalCapacity: Int, interpolationCount: Int)") { _ in .string("") }
        }
        standardType("String") { t in
            t.typeConstant("static let StringInterpolation: DefaultStringInterpolation.Type") { _ in .type(.native(interpolation)) }
            t.initializer("init(stringInterpolation: Any)") { c in .string(c.string(0)) }
            // Only sizes Swift's buffer: nothing to do here.
            t.method("mutating reserveCapacity(_ n: Int)") { _ in .void }
        }
    }
}
