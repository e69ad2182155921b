import Foundation

extension Interpreter {
    /// `String(format:)`, one conversion at a time, each checked against its argument. Handing
    /// the whole format to Foundation with whatever values came would be C's undefined behaviour:
    /// `%s` or a missing argument reads arbitrary memory, a huge width exhausts it.
    func formatString(_ format: String, _ args: [Value], loc: Loc) throws -> String {
        var out = ""
        var next = 0
        var i = format.startIndex
        func fail(_ message: String) -> ScriptError { ScriptError(loc, "String(format:) " + message) }
        while i < format.endIndex {
            guard format[i] == "%" else { out.append(format[i]); i = format.index(after: i); continue }
            var j = format.index(after: i)
            if j < format.endIndex, format[j] == "%" { out.append("%"); i = format.index(after: j); continue }
            // `%2$@`: the argument by position (1-based), as in localized formats.
            var position: Int?
            var k = j
            while k < format.endIndex, format[k].isASCII, format[k].isNumber { k = format.index(after: k) }
            if k > j, k < format.endIndex, format[k] == "$", let n = Int(format[j..<k]) {
                guard n >= 1, n <= args.count else { throw fail("refers to argument \(n) of \(args.count)") }
                position = n - 1
                j = format.index(after: k)
            }
            var spec = "%"
            while j < format.endIndex, "-+ #0'".contains(format[j]) { spec.append(format[j]); j = format.index(after: j) }
            var digits = ""
            while j < format.endIndex, format[j].isASCII, format[j].isNumber { digits.append(format[j]); j = format.index(after: j) }
            if j < format.endIndex, format[j] == "." {
                digits.append("."); j = format.index(after: j)
                while j < format.endIndex, format[j].isASCII, format[j].isNumber { digits.append(format[j]); j = format.index(after: j) }
            }
            if digits.split(separator: ".").contains(where: { (Int($0) ?? .max) > 1_000 }) {
                throw fail("width or precision '\(digits)' is too large (at most 1000)")
            }
            spec += digits
            // Length modifiers are Loom's to choose (every integer is 64-bit here).
            while j < format.endIndex, "hlqLzjt".contains(format[j]) { j = format.index(after: j) }
            guard j < format.endIndex else { throw fail("ends inside a conversion ('\(format[i...])')") }
            let conversion = format[j]
            i = format.index(after: j)
            if conversion == "*" { throw fail("'*' widths are not supported; write the width into the format") }
            let index = position ?? next
            guard index < args.count else { throw fail("has more conversions than arguments (\(args.count))") }
            let arg = args[index].optionalPayload ?? args[index]
            if position == nil { next += 1 }
            switch conversion {
            case "d", "i", "o", "u", "x", "X":
                switch arg {
                case .int(let n): out += String(format: spec + "ll" + String(conversion), Int64(n))
                case .fixedInt(let f) where f.kind.isSigned: out += String(format: spec + "ll" + String(conversion), Int64(f.value))
                case .fixedInt(let f): out += String(format: spec + "ll" + String(conversion), f.bits)
                default: throw fail("'%\(conversion)' needs an integer, not '\(arg.typeName)'")
                }
            case "c":
                guard case .int(let n) = arg, let scalar = UnicodeScalar(UInt32(truncatingIfNeeded: n)) else {
                    throw fail("'%c' needs a character code, not '\(arg.typeName)'")
                }
                out += String(Character(scalar))
            case "f", "F", "e", "E", "g", "G", "a", "A":
                let d: Double
                switch arg {
                case .double(let x, _): d = x
                case .int(let n): d = Double(n)
                default: throw fail("'%\(conversion)' needs a number, not '\(arg.typeName)'")
                }
                out += String(format: spec + String(conversion), d)
            case "@":
                out += String(format: spec + "@", describe(arg) as NSString)
            case "s", "S":
                throw fail("'%\(conversion)' expects a C string pointer, which Swift values are not; use %@ for a String")
            default:
                throw fail("conversion '%\(conversion)' is not supported")
            }
        }
        return out
    }
}
