extension TextLayout {
    /// `runs` as one line no wider than `width`: whole when they fit, else with as many characters
    /// as fit kept after an ellipsis (`.head`) or either side of it (`.middle`). The ellipsis
    /// takes the attributes of the run it replaces text in.
    static func cutting(_ runs: [TextRun], toFit width: Double, at truncation: TextTruncation) -> [TextRun] {
        let characters = runs.enumerated().flatMap { index, run in run.string.map { (character: $0, run: index) } }
        func fits(_ candidate: [TextRun]) -> Bool {
            TextLayout(runs: candidate).size.width <= width + 0.001
        }
        guard !characters.isEmpty, !fits(runs) else { return runs }

        func keeping(_ count: Int) -> [TextRun] {
            let before = truncation == .middle ? (count + 1) / 2 : 0
            let after = count - before
            let head = characters.prefix(before)
            let tail = characters.suffix(after)
            let ellipsisRun = truncation == .middle ? (head.last ?? tail.first)?.run ?? 0 : (tail.first ?? head.last)?.run ?? 0
            let kept = Array(head) + [(character: Character("…"), run: ellipsisRun)] + Array(tail)
            // Consecutive characters of one run become one run again.
            var cut: [TextRun] = []
            var previous: Int?
            for (character, index) in kept {
                if index == previous {
                    cut[cut.count - 1].string.append(character)
                } else {
                    var run = runs[index]
                    run.string = String(character)
                    cut.append(run)
                    previous = index
                }
            }
            return cut
        }

        // The most characters that still fit, by bisection.
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(keeping(middle)) { low = middle } else { high = middle - 1 }
        }
        return keeping(low)
    }
}
