// A script's own result builder named ViewBuilder picks its buildFinalResult by the result type, like any other.
struct Wrapped: CustomStringConvertible { let items: [Int]; var description: String { "Wrapped\(items)" } }
@resultBuilder enum ViewBuilder {
    static func buildBlock(_ xs: Int...) -> [Int] { xs }
    static func buildFinalResult(_ xs: [Int]) -> Wrapped { Wrapped(items: xs) }
    static func buildFinalResult(_ xs: [Int]) -> [Int] { xs }
}
func plain(@ViewBuilder _ f: () -> [Int]) -> [Int] { f() }
func wrapped(@ViewBuilder _ f: () -> Wrapped) -> Wrapped { f() }
@ViewBuilder func made() -> Wrapped { 5; 6 }
print(plain { 1; 2 }, wrapped { 3; 4 }, made())
// expect: [1, 2] Wrapped[3, 4] Wrapped[5, 6]
