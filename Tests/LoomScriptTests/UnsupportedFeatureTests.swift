import Testing
@testable import LoomScript

/// What Loom cannot run yet says so where it is written, and the block's other code is not
/// silently given a wrong answer.
@Suite struct UnsupportedFeatureTests {
    @Test func aParameterPackIsNamedAtItsType() {
        let result = run("""
        func names<each T>(_ v: repeat each T) -> Int { 0 }
        print(names(1, 2))
        """)
        #expect(result.errors.map(\.message) == ["a parameter pack ('repeat each T') is not supported by Loom yet"])
        #expect(result.errors.first.map { "\($0.line):\($0.column)" } == "1:25")
        #expect(result.text.isEmpty)
    }
}
