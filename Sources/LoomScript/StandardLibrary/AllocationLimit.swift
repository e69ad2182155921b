/// What one call or operator may allocate, checked before the memory is asked for: Swift traps on
/// a negative count, and a count like `Int.max` — or a string doubled 64 times — would take the
/// whole process down when the allocation fails. A script gets a located error instead.
enum AllocationLimit {
    /// Elements one array may have: 4 M values (a 2048² grid, some 200 MB) is past any page's needs.
    static let maximumElements = 1 << 22
    /// Bytes one string may have.
    static let maximumStringBytes = 1 << 26

    /// The `count:` of `Array(repeating:count:)`.
    static func repeatingArrayCount(_ count: Int, _ loc: Loc) throws -> Int {
        // Swift's own words for the negative case.
        guard count >= 0 else { throw ScriptError(loc, "Fatal error: Can't construct Array with count < 0") }
        guard count <= maximumElements else {
            throw ScriptError(loc, "Array(repeating:count:) asks for \(count) elements, more than the \(maximumElements) Loom lets one array have")
        }
        return count
    }

    /// The `count:` of `String(repeating:count:)`.
    static func repeatingStringCount(_ count: Int, repeating piece: String, _ loc: Loc) throws -> Int {
        guard count >= 0 else { throw ScriptError(loc, "Fatal error: Negative count not allowed") }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: piece.utf8.count)
        guard !overflow, bytes <= maximumStringBytes else {
            throw ScriptError(loc, "String(repeating:count:) would make a string of \(count) × \(piece.utf8.count) bytes, "
                              + "more than the \(maximumStringBytes) Loom lets one string have")
        }
        return count
    }

    /// `a + b` for strings.
    static func concatenated(_ a: String, _ b: String, _ loc: Loc) throws -> String {
        guard a.utf8.count + b.utf8.count <= maximumStringBytes else {
            throw ScriptError(loc, "'+' would make a string of \(a.utf8.count + b.utf8.count) bytes, more than the \(maximumStringBytes) Loom lets one string have")
        }
        return a + b
    }

    /// `a + b` for arrays.
    static func concatenated<Element>(_ a: [Element], _ b: [Element], _ loc: Loc) throws -> [Element] {
        guard a.count + b.count <= maximumElements else {
            throw ScriptError(loc, "'+' would make an array of \(a.count + b.count) elements, more than the \(maximumElements) Loom lets one array have")
        }
        return a + b
    }
}
