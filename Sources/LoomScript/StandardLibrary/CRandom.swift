/// The C library's random functions Darwin code calls (`drand48`, `arc4random_uniform`), drawn
/// from the block's seeded generator so a picture is the same on every run; `srand48` reseeds it.
extension NativeRegistry {
    func installCRandom() {
        globalFunction("drand48() -> Double") { c in .double(Double(c.interpreter.nextRandom() >> 11) / Double(1 << 53), .double) }
        globalFunction("srand48(_ seed: Int)") { c in
            c.interpreter.randomState = UInt64(bitPattern: Int64(try c.int(0))) &* 0x9E37_79B9_7F4A_7C15
            return .void
        }
        globalFunction("arc4random() -> UInt32") { c in .fixedInt(FixedInt(.uint32, truncating: Int128(c.interpreter.nextRandom() >> 32))) }
        globalFunction("arc4random_uniform(_ upperBound: UInt32) -> UInt32") { c in
            let bound: Int128
            switch c.value(0) {
            case .fixedInt(let f): bound = f.value
            default: bound = Int128(try c.int(0))
            }
            guard bound > 0 else { return .fixedInt(FixedInt(.uint32, truncating: 0)) }
            return .fixedInt(FixedInt(.uint32, truncating: Int128(c.interpreter.nextRandom() % UInt64(bound))))
        }
    }
}
