extension NativeRegistry {
    func installCharacter() {
        standardType("Character") { t in
            t.initializer("init(_ value: Any)") { c in
                switch c.value(0) {
                case .character(let ch): return .character(ch)
                case .string(let s):
                    guard s.count == 1, let ch = s.first else {
                        throw ScriptError(c.loc, "Fatal error: Can't form a Character from a String containing \(s.isEmpty ? "no" : "more than one") extended grapheme cluster\(s.isEmpty ? "s" : "")")
                    }
                    return .character(ch)
                case .native(let n):
                    if let scalar = n.payload as? Unicode.Scalar { return .character(Character(scalar)) }
                    fallthrough
                default: throw ScriptError(c.loc, "no exact matches in call to initializer of 'Character' with an argument of type '\(c.value(0).typeName)'")
                }
            }
            t.property("var description: String", of: Character.self) { .string(String($0)) }
            t.property("var isLetter: Bool", of: Character.self) { .bool($0.isLetter) }
            t.property("var isNumber: Bool", of: Character.self) { .bool($0.isNumber) }
            t.property("var isWholeNumber: Bool", of: Character.self) { .bool($0.isWholeNumber) }
            t.property("var isMathSymbol: Bool", of: Character.self) { .bool($0.isMathSymbol) }
            t.property("var isCurrencySymbol: Bool", of: Character.self) { .bool($0.isCurrencySymbol) }
            t.property("var isCased: Bool", of: Character.self) { .bool($0.isCased) }
            t.property("var isUppercase: Bool", of: Character.self) { .bool($0.isUppercase) }
            t.property("var isLowercase: Bool", of: Character.self) { .bool($0.isLowercase) }
            t.property("var isWhitespace: Bool", of: Character.self) { .bool($0.isWhitespace) }
            t.property("var isNewline: Bool", of: Character.self) { .bool($0.isNewline) }
            t.property("var isPunctuation: Bool", of: Character.self) { .bool($0.isPunctuation) }
            t.property("var isSymbol: Bool", of: Character.self) { .bool($0.isSymbol) }
            t.property("var isHexDigit: Bool", of: Character.self) { .bool($0.isHexDigit) }
            t.property("var isASCII: Bool", of: Character.self) { .bool($0.isASCII) }
            t.property("var asciiValue: UInt8?", of: Character.self) { c in c.asciiValue.map { .some(.fixedInt(FixedInt(.uint8, truncating: Int128($0)))) } ?? .null }
            t.property("var wholeNumberValue: Int?", of: Character.self) { c in c.wholeNumberValue.map { .some(.int($0)) } ?? .null }
            t.property("var hexDigitValue: Int?", of: Character.self) { c in c.hexDigitValue.map { .some(.int($0)) } ?? .null }
            // The views as Loom has String's: arrays of code units and of scalars.
            t.property("var utf8: [UInt8]", of: Character.self) { c in .array(c.utf8.map { .fixedInt(FixedInt(.uint8, truncating: Int128($0))) }) }
            t.property("var utf16: [UInt16]", of: Character.self) { c in .array(c.utf16.map { .fixedInt(FixedInt(.uint16, truncating: Int128($0))) }) }
            t.property("var unicodeScalars: [Unicode.Scalar]", of: Character.self) { c in .array(c.unicodeScalars.map { self.wrap($0, as: "Unicode.Scalar") }) }
            t.method("uppercased() -> String") { c in .string(try c.receiver(as: Character.self).uppercased()) }
            t.method("lowercased() -> String") { c in .string(try c.receiver(as: Character.self).lowercased()) }
        }
    }
}
