/// "Did you mean …?" for a mistyped command or option: the closest known word within two
/// edits (or one the typo is a prefix of), if there is exactly one best.
public enum Suggestion {
    public static func closest(to typo: String, in known: some Sequence<String>) -> String? {
        var best: (word: String, distance: Int)?
        var tied = false
        for word in known {
            let distance = word.hasPrefix(typo) && typo.count >= 3 ? 1 : editDistance(typo, word)
            guard distance <= 2 else { continue }
            if let current = best, distance >= current.distance {
                if distance == current.distance { tied = true }
                continue
            }
            best = (word, distance)
            tied = false
        }
        return tied ? nil : best?.word
    }

    /// `; did you mean '--out'?` or nothing.
    public static func phrase(for typo: String, in known: some Sequence<String>) -> String {
        closest(to: typo, in: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
