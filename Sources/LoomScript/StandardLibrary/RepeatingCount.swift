/// The `count:` of `Array(repeating:count:)` and `String(repeating:count:)`, checked before
/// anything is allocated: Swift traps on a negative count, and a count like `Int.max` would take
/// the whole process down when the memory is asked for. A script gets a located error instead.
enum RepeatingCount {
    /// Elements one call may make: 16 M values (several hundred MB) is past any picture's needs.
    static let maximumElements = 1 << 24
    /// Bytes one `String(repeating:count:)` may make.
    static let maximumStringBytes = 1 << 26

    static func arrayCount(_ count: Int, _ loc: Loc) throws -> Int {
        // Swift's own words for the negative case.
        guard count >= 0 else { throw ScriptError(loc, "Fatal error: Can't construct Array with count < 0") }
        guard count <= maximumElements else {
            throw ScriptError(loc, "Array(repeating:count:) asks for \(count) elements, more than the \(maximumElements) Loom lets one call allocate")
        }
        return count
    }

    static func stringCount(_ count: Int, repeating piece: String, _ loc: Loc) throws -> Int {
        guard count >= 0 else { throw ScriptError(loc, "Fatal error: Negative count not allowed") }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: piece.utf8.count)
        guard !overflow, bytes <= maximumStringBytes else {
            throw ScriptError(loc, "String(repeating:count:) would make a string of \(count) × \(piece.utf8.count) bytes, "
                              + "more than the \(maximumStringBytes) Loom lets one call allocate")
        }
        return count
    }
}
