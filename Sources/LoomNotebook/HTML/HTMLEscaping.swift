import Foundation

enum HTML {
    /// Escapes text for element content and double-quoted attributes.
    static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n", "\t": result.append(character)
            default:
                // Control characters (a script's ANSI escapes) are not allowed in HTML: show them
                // as their Unicode control pictures (␛, ␇), inert but visible.
                if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                   scalar.value < 0x20 || scalar.value == 0x7F {
                    result.unicodeScalars.append(Unicode.Scalar(scalar.value == 0x7F ? 0x2421 : 0x2400 + scalar.value)!)
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }

    /// A relative path as a URL path: every component percent-encoded, so a file named
    /// `a b#?%.png` is linked as itself (not as `a b` with a fragment).
    static func urlPath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            component == ".." || component == "." ? String(component)
                : component.addingPercentEncoding(withAllowedCharacters: urlComponentAllowed) ?? String(component)
        }.joined(separator: "/")
    }

    private static let urlComponentAllowed = CharacterSet(charactersIn:
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@")

    /// A number for an attribute: `100` rather than `100.0`, `100.5` when fractional.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String((value * 1000).rounded() / 1000)
    }
}
