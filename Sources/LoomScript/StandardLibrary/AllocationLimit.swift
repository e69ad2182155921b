/// What one call or operator may allocate, checked before the memory is asked for: Swift traps on
/// a negative count, and a count like `Int.max` — or a string doubled 64 times — would take the
/// whole process down when the allocation fails. A script gets a located error instead. Within
/// those caps, a large allocation is also weighed against the block's memory budget first.
enum AllocationLimit {
    /// Elements one array may have: 4 M values (a 2048² grid, some 200 MB) is past any page's needs.
    static let maximumElements = 1 << 22
    /// Bytes one string may have.
    static let maximumStringBytes = 1 << 26

    /// Bytes `count` script values take in an array.
    static func arrayBytes(_ count: Int) -> Int { count.multipliedReportingOverflow(by: MemoryLayout<Value>.stride).partialValue }

    /// The `count:` of `Array(repeating:count:)`.
    static func repeatingArrayCount(_ count: Int, _ memory: MemoryMeter, _ loc: Loc) throws -> Int {
        // Swift's own words for the negative case.
        guard count >= 0 else { throw ScriptError(loc, "Fatal error: Can't construct Array with count < 0") }
        guard count <= maximumElements else {
            throw ScriptError(loc, "Array(repeating:count:) asks for \(count) elements, more than the \(maximumElements) Loom lets one array have")
        }
        try memory.charge(arrayBytes(count), loc)
        return count
    }

    /// The `count:` of `String(repeating:count:)`.
    static func repeatingStringCount(_ count: Int, repeating piece: String, _ memory: MemoryMeter, _ loc: Loc) throws -> Int {
        guard count >= 0 else { throw ScriptError(loc, "Fatal error: Negative count not allowed") }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: piece.utf8.count)
        guard !overflow, bytes <= maximumStringBytes else {
            throw ScriptError(loc, "String(repeating:count:) would make a string of \(count) × \(piece.utf8.count) bytes, "
                              + "more than the \(maximumStringBytes) Loom lets one string have")
        }
        try memory.charge(bytes, loc)
        return count
    }

    /// `a + b` for strings.
    static func concatenated(_ a: String, _ b: String, _ memory: MemoryMeter, _ loc: Loc) throws -> String {
        try checkAppending(a.utf8.count, b.utf8.count, memory, loc)
        return a + b
    }

    /// `a + b` for arrays.
    static func concatenated(_ a: [Value], _ b: [Value], _ memory: MemoryMeter, _ loc: Loc) throws -> [Value] {
        try checkAppending(count: a.count, b.count, memory, loc, operator: "+")
        return a + b
    }

    /// `s + piece` or `s += piece` for strings of these byte counts.
    static func checkAppending(_ bytes: Int, _ pieceBytes: Int, _ memory: MemoryMeter, _ loc: Loc) throws {
        guard bytes + pieceBytes <= maximumStringBytes else {
            throw ScriptError(loc, "'+' would make a string of \(bytes + pieceBytes) bytes, more than the \(maximumStringBytes) Loom lets one string have")
        }
        try memory.charge(bytes + pieceBytes, loc)
    }

    /// `xs + more` or `xs += more` for arrays of these counts.
    static func checkAppending(count: Int, _ more: Int, _ memory: MemoryMeter, _ loc: Loc, operator op: String) throws {
        guard count + more <= maximumElements else {
            throw ScriptError(loc, "'\(op)' would make an array of \(count + more) elements, more than the \(maximumElements) Loom lets one array have")
        }
        try memory.charge(arrayBytes(count + more), loc)
    }
}
