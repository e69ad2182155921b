extension NativeRegistry {
    func installCharacter() {
        standardType("Character") { t in
            t.property("description", of: Character.self) { .string(String($0)) }
            t.property("isLetter", of: Character.self) { .bool($0.isLetter) }
            t.property("isNumber", of: Character.self) { .bool($0.isNumber) }
            t.property("isUppercase", of: Character.self) { .bool($0.isUppercase) }
            t.property("isLowercase", of: Character.self) { .bool($0.isLowercase) }
            t.property("isWhitespace", of: Character.self) { .bool($0.isWhitespace) }
            t.property("isNewline", of: Character.self) { .bool($0.isNewline) }
            t.property("isPunctuation", of: Character.self) { .bool($0.isPunctuation) }
            t.property("isSymbol", of: Character.self) { .bool($0.isSymbol) }
            t.property("isHexDigit", of: Character.self) { .bool($0.isHexDigit) }
            t.property("isASCII", of: Character.self) { .bool($0.isASCII) }
            t.property("asciiValue", of: Character.self) { c in c.asciiValue.map { .some(.int(Int($0))) } ?? .null }
            t.property("wholeNumberValue", of: Character.self) { c in c.wholeNumberValue.map { .some(.int($0)) } ?? .null }
            t.property("hexDigitValue", of: Character.self) { c in c.hexDigitValue.map { .some(.int($0)) } ?? .null }
            t.method("uppercased() -> String") { c in .string(try c.receiver(as: Character.self).uppercased()) }
            t.method("lowercased() -> String") { c in .string(try c.receiver(as: Character.self).lowercased()) }
        }
    }
}
