// Character's classification properties and views, and `Unicode.Scalar.properties` — the
// toolchain's own Unicode data, so the answers are swiftc's.
let seven: Character = "7"
print(seven.isWholeNumber, seven.wholeNumberValue as Any, seven.isNumber, seven.isHexDigit, seven.hexDigitValue as Any) // expect: true Optional(7) true true Optional(7)
let chars: [Character] = ["a", "Z", "½", "٣", "$", "+", "!", "é", "🙂", "F"]
for c in chars {
    print(c.debugDescription, c.isLetter, c.isUppercase, c.isLowercase, c.isCased, c.isPunctuation, c.isSymbol,
          c.isMathSymbol, c.isCurrencySymbol, c.isWhitespace, c.isNewline, c.isASCII, c.asciiValue as Any,
          c.isWholeNumber, c.wholeNumberValue as Any, c.hexDigitValue as Any, c.uppercased(), c.lowercased())
}
// expect: "a" true false true true false false false false false false true Optional(97) false nil Optional(10) A a
// expect: "Z" true true false true false false false false false false true Optional(90) false nil nil Z z
// expect: "½" false false false false false false false false false false false nil false nil nil ½ ½
// expect: "٣" false false false false false false false false false false false nil true Optional(3) nil ٣ ٣
// expect: "$" false false false false false true false true false false true Optional(36) false nil nil $ $
// expect: "+" false false false false false true true false false false true Optional(43) false nil nil + +
// expect: "!" false false false false true false false false false false true Optional(33) false nil nil ! !
// expect: "é" true false true true false false false false false false false nil false nil nil É é
// expect: "🙂" false false false false false true false false false false false nil false nil nil 🙂 🙂
// expect: "F" true true false true false false false false false false true Optional(70) false nil Optional(15) F f
let e: Character = "é"
print(("\n" as Character).isNewline, ("\r\n" as Character).isNewline, (" " as Character).isWhitespace, Unicode.Scalar(" ").properties.isWhitespace) // expect: true true true true
print(e.utf8.count, e.utf16.count, e.unicodeScalars.count, Array(e.utf8), e.unicodeScalars.map { $0.value }) // expect: 2 1 1 [195, 169] [233]
let a = Unicode.Scalar("a")
print(a.properties.isAlphabetic, a.isASCII, a.value, a.properties.generalCategory, a.properties.isUppercase) // expect: true true 97 lowercaseLetter false
for s in "A7٣½🙂\u{301}€".unicodeScalars {
    let p = s.properties
    print(s.escaped(asASCII: true), s.escaped(asASCII: false), p.isAlphabetic, p.isWhitespace, p.isUppercase, p.isLowercase,
          p.isEmoji, p.isEmojiPresentation, p.isMath, p.isDiacritic, p.generalCategory, p.name ?? "-", p.numericValue ?? -1.0)
}
// expect: A A true false true false false false false false uppercaseLetter LATIN CAPITAL LETTER A -1.0
// expect: 7 7 false false false false true false false false decimalNumber DIGIT SEVEN 7.0
// expect: \u{0663} ٣ false false false false false false false false decimalNumber ARABIC-INDIC DIGIT THREE 3.0
// expect: \u{00BD} ½ false false false false false false false false otherNumber VULGAR FRACTION ONE HALF 0.5
// expect: \u{0001F642} 🙂 false false false false true true false false otherSymbol SLIGHTLY SMILING FACE -1.0
// expect: \u{0301} ́ false false false false false false false true nonspacingMark COMBINING ACUTE ACCENT -1.0
// expect: \u{20AC} € false false false false false false false false currencySymbol EURO SIGN -1.0
if let n = Unicode.Scalar("٣").properties.numericType { print(n, n == .decimal) } // expect: decimal true
print(Unicode.Scalar("b").properties.uppercaseMapping, Unicode.Scalar("x").properties.generalCategory == .lowercaseLetter) // expect: B true
