/// The words of an option made of settings (`tolerance: deltaE=3, precision=99%`,
/// `budget: steps=100000 seconds=2`): separated by spaces, tabs or commas, each `key=value` or
/// `key:value` (the key lowercased), or a bare word (`exact`).
struct OptionSetting {
    /// Nil for a bare word.
    var key: String?
    /// The value, or the bare word itself.
    var value: String

    /// The settings of `text`; nil when it has none.
    static func split(_ text: String?) -> [OptionSetting]? {
        let words = (text ?? "").split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        guard !words.isEmpty else { return nil }
        return words.map { word in
            guard let separator = word.firstIndex(where: { $0 == "=" || $0 == ":" }) else {
                return OptionSetting(key: nil, value: String(word))
            }
            return OptionSetting(key: word[..<separator].lowercased(), value: String(word[word.index(after: separator)...]))
        }
    }
}
