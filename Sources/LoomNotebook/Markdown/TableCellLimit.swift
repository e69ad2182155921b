/// cmark-gfm (0.29.0.gfm.6) pads every table row to its header's width, so a 20 kB header of
/// 10,000 columns over 100,000 one-character rows asks for 10⁹ cells — gigabytes — from a small
/// file. Before parsing, Loom counts the cells a page's tables could have (the columns of each
/// delimiter row times the lines that follow it, an over-estimate); past `maximumCells` the page
/// is parsed without the table extension, so its tables show as text, and the page says why.
enum TableCellLimit {
    static let maximumCells = 200_000

    /// At most how many cells the tables of `text` can make, and the line of the largest table.
    static func cells(in text: String) -> (count: Int, line: Int) {
        var total = 0, largest = 0, largestLine = 0
        var columns = 0, tableLine = 0, tableCells = 0
        var line = 0
        for raw in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            line += 1
            let isBlank = raw.allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if columns > 0 {
                if isBlank {
                    columns = 0
                } else {
                    tableCells += columns
                    total += columns
                    if tableCells > largest { (largest, largestLine) = (tableCells, tableLine) }
                    continue
                }
            }
            if let count = delimiterColumns(raw) {
                // The header row above has as many cells.
                (columns, tableLine, tableCells) = (count, max(line - 1, 1), 2 * count)
                total += 2 * count
                if tableCells > largest { (largest, largestLine) = (tableCells, tableLine) }
            }
        }
        return (total, largestLine)
    }

    /// The columns of a GFM delimiter row (`| --- | :-: |`), or nil when the line is not one.
    static func delimiterColumns(_ line: Substring.UTF8View) -> Int? {
        var pipes = 0, dashes = 0
        for byte in line {
            switch byte {
            case UInt8(ascii: "|"): pipes += 1
            case UInt8(ascii: "-"): dashes += 1
            case UInt8(ascii: ":"), 0x20, 0x09: break
            default: return nil
            }
        }
        guard dashes > 0, pipes > 0 else { return nil }
        // Pipes separate cells; a leading and a trailing one only frame them.
        let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
        let framing = (trimmed.first == UInt8(ascii: "|") ? 1 : 0)
            + (trimmed.reversed().first { $0 != 0x20 && $0 != 0x09 } == UInt8(ascii: "|") && pipes > 1 ? 1 : 0)
        return max(pipes - framing + 1, 1)
    }
}
