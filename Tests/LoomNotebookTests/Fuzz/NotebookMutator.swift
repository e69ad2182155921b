/// Deterministic mutations of notebook bytes for the fuzzer: the same seed gives the same inputs
/// on every machine, so a failure found in CI or in a long run can be replayed by its seed.
///
/// Mutations are the usual byte-level ones (flip, insert, delete, duplicate, splice two seeds)
/// plus insertions of tokens that matter to Loom's front ends — fences, `//|` options, front
/// matter, Swift brackets and operators, numbers that are not finite or too large, line endings —
/// so random inputs reach the option, front-matter and script parsers instead of stopping at
/// Markdown.
struct NotebookMutator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64: tiny, fast and good enough to pick mutations.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0 ..< bound (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    static let tokens: [String] = [
        "```swift\n", "```\n", "```Swift title=\"A.swift\"\n", "~~~swift\n", "---\n", "...\n", "title: x\n",
        "//| ", "//| size: ", "//| scale: ", "//| output: a.png\n", "//| error: true\n", "//| eval: false\n",
        "//| budget: steps=1000\n", "//| tolerance: deltaE=3\n", "imports: [", "colorScheme: dark\n", "hidden ",
        "size: 1e308x1e308", "scale: 7", "x", "=", ":", "\"", "'", "\\", "{", "}", "(", ")", "[", "]", "<", ">",
        "#", "[^1]", "> [!NOTE]\n", "|a|b|\n|-|-|\n", "![](", "](", "<img src=\"", "../", "#anchor", "%",
        "\r\n", "\r", "\n", "\t", "\u{FEFF}", "\u{0}", "\u{1B}[2J", "é", "👩‍👩‍👧",
        ".nan", ".infinity", "-.infinity", "1e308", "1e-308", "Int.max", "Int.min", "-1", "0", "9223372036854775807",
        "let ", "var ", "func f() ", "struct S: View { var body: some View { ", "class C ", "enum E ", "protocol P ",
        "extension ", "for i in 0..<", "while ", "if ", "switch ", "case ", "return ", "try ", "throw ", "guard ",
        "@State ", "#Preview ", "import ", "...", "+", "-", "*", "/", "&+", "<<", "??", "!", "?", ".", ",", ";",
        "Text(\"a\")", "Circle()", ".frame(width: ", ".offset(x: ", ".padding(", "VStack {", "HStack(spacing: ",
        "String(format: \"%", "Array(repeating: 0, count: ", "print(", "$0", "\\.self",
    ]

    /// One to four mutations of `input`; `other` is spliced in sometimes.
    mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...below(4) {
            let position = bytes.isEmpty ? 0 : below(bytes.count + 1)
            switch below(8) {
            case 0 where !bytes.isEmpty:  // flip a bit
                let index = min(position, bytes.count - 1)
                bytes[index] ^= UInt8(1 << below(8))
            case 1:  // a random byte
                bytes.insert(UInt8(truncatingIfNeeded: next()), at: position)
            case 2 where !bytes.isEmpty:  // delete a run
                let length = min(1 + below(32), bytes.count - min(position, bytes.count - 1))
                let start = min(position, bytes.count - 1)
                bytes.removeSubrange(start..<(start + length))
            case 3 where !bytes.isEmpty:  // repeat a run (nesting, long lines)
                let start = min(position, bytes.count - 1)
                let end = min(bytes.count, start + 1 + below(64))
                let run = bytes[start..<end]
                for _ in 0..<(1 + below(8)) { bytes.insert(contentsOf: run, at: start) }
            case 4 where !other.isEmpty:  // splice another seed's run
                let start = below(other.count)
                let end = min(other.count, start + 1 + below(256))
                bytes.insert(contentsOf: other[start..<end], at: position)
            default:  // a token Loom's parsers care about
                let token = Self.tokens[below(Self.tokens.count)]
                bytes.insert(contentsOf: Array(token.utf8), at: position)
            }
        }
        // Inputs stay small: the point is odd structure, not size (size has its own hostile cases).
        if bytes.count > 64 * 1024 { bytes.removeLast(bytes.count - 64 * 1024) }
        return bytes
    }
}
