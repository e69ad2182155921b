// A result builder written with buildPartialBlock alone (SE-0348) folds a block's components
// pairwise; with both forms and buildBlock, Swift prefers the partial ones.
@resultBuilder
enum Joined {
    static func buildPartialBlock(first: String) -> String { first }
    static func buildPartialBlock(accumulated: String, next: String) -> String { accumulated + "+" + next }
}
func joined(@Joined _ make: () -> String) -> String { make() }
print(joined { "a"; "b"; "c" })
print(joined { "only" })

@resultBuilder
enum Counted {
    static func buildBlock(_ parts: Int...) -> Int { -1 }
    static func buildExpression(_ x: Int) -> Int { x }
    static func buildPartialBlock(first: Int) -> Int { first }
    static func buildPartialBlock(accumulated: Int, next: Int) -> Int { accumulated * 10 + next }
}
func counted(@Counted _ make: () -> Int) -> Int { make() }
print(counted { 1; 2; 3 })

// A conditional's other branch written with a type gives a literal branch that type, also
// where a generic parameter is open.
func bits<T: FixedWidthInteger>(_ v: T) -> Int { T.bitWidth }
func typeName<T>(_ v: T) -> String { "\(type(of: v))" }
let flag = false
print(bits(flag ? 1 as UInt8 : 0), typeName(flag ? 1 as UInt16 : 2), typeName(flag ? 1 : 2 as Int8))
let picked = flag ? 1 as UInt8 : 255
print(type(of: picked), picked)
// expect: a+b+c
// expect: only
// expect: 123
// expect: 8 UInt16 Int8
// expect: UInt8 255
