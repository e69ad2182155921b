// `if #available` in a result builder: the branch goes through buildLimitedAvailability, then buildOptional or buildEither.
@resultBuilder
enum Lines {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? ["(skipped)"] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { ["fallback"] + part }
    static func buildLimitedAvailability(_ part: [String]) -> [String] { part.map { "~" + $0 } }
}
@Lines func page() -> [String] {
    "title"
    if #available(macOS 10.15, *) {
        "new"
        "newer"
    }
    if #available(macOS 10.15, *) {
        "chosen"
    } else {
        "old"
    }
    if #unavailable(macOS 10.15) {
        "ancient"
    }
}
print(page())
// expect: ["title", "~new", "~newer", "~chosen", "(skipped)"]
