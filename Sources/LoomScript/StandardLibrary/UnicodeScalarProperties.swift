/// `Unicode.Scalar.properties` and what it answers with: Swift's own `Unicode.Scalar.Properties`
/// (the ICU data the toolchain ships), so a script sees the Unicode version `swiftc` does.
extension NativeRegistry {
    func installUnicodeScalarProperties() {
        nativeType("Unicode.Scalar") { t in
            t.property("var properties: Unicode.Scalar.Properties") { self.wrap(($0 as! Unicode.Scalar).properties, as: "Unicode.Scalar.Properties") }
            t.method("escaped(asASCII forceASCII: Bool) -> String") { c in
                .string(try c.receiverNative(as: Unicode.Scalar.self).escaped(asASCII: c.bool(0)))
            }
        }
        nativeType("Unicode.Scalar.Properties", payload: Unicode.Scalar.Properties.self) { t in
            let flags: [(String, KeyPath<Unicode.Scalar.Properties, Bool>)] = [
                ("isAlphabetic", \.isAlphabetic), ("isWhitespace", \.isWhitespace), ("isUppercase", \.isUppercase),
                ("isLowercase", \.isLowercase), ("isCased", \.isCased), ("isEmoji", \.isEmoji),
                ("isEmojiPresentation", \.isEmojiPresentation), ("isEmojiModifier", \.isEmojiModifier),
                ("isEmojiModifierBase", \.isEmojiModifierBase), ("isMath", \.isMath), ("isDash", \.isDash),
                ("isDiacritic", \.isDiacritic), ("isHexDigit", \.isHexDigit), ("isASCIIHexDigit", \.isASCIIHexDigit),
                ("isIdeographic", \.isIdeographic), ("isQuotationMark", \.isQuotationMark),
                ("isNoncharacterCodePoint", \.isNoncharacterCodePoint), ("isDefaultIgnorableCodePoint", \.isDefaultIgnorableCodePoint),
                ("isGraphemeBase", \.isGraphemeBase), ("isGraphemeExtend", \.isGraphemeExtend),
                ("isXIDStart", \.isXIDStart), ("isXIDContinue", \.isXIDContinue),
                ("changesWhenUppercased", \.changesWhenUppercased), ("changesWhenLowercased", \.changesWhenLowercased),
            ]
            for (name, flag) in flags {
                t.property("var \(name): Bool") { .bool(($0 as! Unicode.Scalar.Properties)[keyPath: flag]) }
            }
            for (name, mapping) in [("lowercaseMapping", \Unicode.Scalar.Properties.lowercaseMapping),
                                    ("uppercaseMapping", \.uppercaseMapping), ("titlecaseMapping", \.titlecaseMapping)] {
                t.property("var \(name): String") { .string(($0 as! Unicode.Scalar.Properties)[keyPath: mapping]) }
            }
            t.property("var name: String?") { p in (p as! Unicode.Scalar.Properties).name.map { .some(.string($0)) } ?? .null }
            t.property("var numericValue: Double?") { p in (p as! Unicode.Scalar.Properties).numericValue.map { .some(.double($0, .double)) } ?? .null }
            t.property("var numericType: Unicode.NumericType?") { p in (p as! Unicode.Scalar.Properties).numericType.map { .some(self.wrap($0)) } ?? .null }
            t.property("var generalCategory: Unicode.GeneralCategory") { self.wrap(($0 as! Unicode.Scalar.Properties).generalCategory) }
        }
        // Enums that print as their case (`lowercaseLetter`) and compare with `.decimal`.
        nativeType("Unicode.NumericType", payload: Unicode.NumericType.self, conformances: ["Equatable", "Hashable"]) { t in
            t.constants([("decimal", Unicode.NumericType.decimal), ("digit", .digit), ("numeric", .numeric)])
            t.type.describe = { "\($0)" }
        }
        nativeType("Unicode.GeneralCategory", payload: Unicode.GeneralCategory.self, conformances: ["Equatable", "Hashable"]) { t in
            t.constants([
                ("uppercaseLetter", Unicode.GeneralCategory.uppercaseLetter), ("lowercaseLetter", .lowercaseLetter),
                ("titlecaseLetter", .titlecaseLetter), ("modifierLetter", .modifierLetter), ("otherLetter", .otherLetter),
                ("nonspacingMark", .nonspacingMark), ("spacingMark", .spacingMark), ("enclosingMark", .enclosingMark),
                ("decimalNumber", .decimalNumber), ("letterNumber", .letterNumber), ("otherNumber", .otherNumber),
                ("connectorPunctuation", .connectorPunctuation), ("dashPunctuation", .dashPunctuation),
                ("openPunctuation", .openPunctuation), ("closePunctuation", .closePunctuation),
                ("initialPunctuation", .initialPunctuation), ("finalPunctuation", .finalPunctuation),
                ("otherPunctuation", .otherPunctuation), ("mathSymbol", .mathSymbol), ("currencySymbol", .currencySymbol),
                ("modifierSymbol", .modifierSymbol), ("otherSymbol", .otherSymbol), ("spaceSeparator", .spaceSeparator),
                ("lineSeparator", .lineSeparator), ("paragraphSeparator", .paragraphSeparator), ("control", .control),
                ("format", .format), ("surrogate", .surrogate), ("privateUse", .privateUse), ("unassigned", .unassigned),
            ])
            t.type.describe = { "\($0)" }
        }
    }
}
