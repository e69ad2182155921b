import Testing
@testable import LoomScript

/// The `simd` two-lane vectors geometry code interpolates with (Sliders' Bézier helpers): values
/// as `swiftc` prints them for the same program.
@Suite struct SIMDBridgeTests {
    @Test func floatVectorsInterpolateAsSwiftDoes() {
        let r = run("""
            import simd
            let p0 = simd_float2(1, 2), p1 = simd_float2(x: 3, y: 6)
            let t: Float = 0.25
            let q = (1 - t) * p0 + t * p1
            print(q.x, q.y, mix(p0, p1, t: 0.5))
            print(distance_squared(simd_double2(x: 0, y: 0), simd_double2(x: 3, y: 4)), length(p1 - p0), p0 * 2)
            """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "1.5 3.0 SIMD2<Float>(2.0, 4.0)\n25.0 4.472136 SIMD2<Float>(2.0, 4.0)\n")
    }
}
