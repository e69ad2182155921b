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
            t.property("description", of: Character.self) { .string(String($0)) }
            t.property("isLetter", of: Character.self) { .bool($0.isLetter) }
            t.property("isNumber", of: Character.self) { .bool($0.isNumber) }
            t.property("isWholeNumber", of: Character.self) { .bool($0.isWholeNumber) }
            t.property("isMathSymbol", of: Character.self) { .bool($0.isMathSymbol) }
            t.property("isCurrencySymbol", of: Character.self) { .bool($0.isCurrencySymbol) }
            t.property("isCased", of: Character.self) { .bool($0.isCased) }
            t.property("isUppercase", of: Character.self) { .bool($0.isUppercase) }
            t.property("isLowercase", of: Character.self) { .bool($0.isLowercase) }
            t.property("isWhitespace", of: Character.self) { .bool($0.isWhitespace) }
            t.property("isNewline", of: Character.self) { .bool($0.isNewline) }
            t.property("isPunctuation", of: Character.self) { .bool($0.isPunctuation) }
            t.property("isSymbol", of: Character.self) { .bool($0.isSymbol) }
            t.property("isHexDigit", of: Character.self) { .bool($0.isHexDigit) }
            t.property("isASCII", of: Character.self) { .bool($0.isASCII) }
            t.property("asciiValue", of: Character.self) { c in c.asciiValue.map { .some(.fixedInt(FixedInt(.uint8, truncating: Int128($0)))) } ?? .null }
            t.property("wholeNumberValue", of: Character.self) { c in c.wholeNumberValue.map { .some(.int($0)) } ?? .null }
            t.property("hexDigitValue", of: Character.self) { c in c.hexDigitValue.map { .some(.int($0)) } ?? .null }
            // The views as Loom has String's: arrays of code units and of scalars.
            t.property("utf8", of: Character.self) { c in .array(c.utf8.map { .fixedInt(FixedInt(.uint8, truncating: Int128($0))) }) }
            t.property("utf16", of: Character.self) { c in .array(c.utf16.map { .fixedInt(FixedInt(.uint16, truncating: Int128($0))) }) }
            t.property("unicodeScalars", of: Character.self) { c in .array(c.unicodeScalars.map { self.wrap($0, as: "Unicode.Scalar") }) }
            t.method("uppercased() -> String") { c in .string(try c.receiver(as: Character.self).uppercased()) }
            t.method("lowercased() -> String") { c in .string(try c.receiver(as: Character.self).lowercased()) }
        }
    }
}
