import Foundation
let text = "a\n \n\nb\n\n c"
print(text.replacingOccurrences(of: #"\n\s*\n"#, with: "\n", options: .regularExpression).debugDescription)
print("Hello World".replacingOccurrences(of: "world", with: "there", options: .caseInsensitive))
print("2024-01-05".replacingOccurrences(of: #"(\d+)-(\d+)-(\d+)"#, with: "$3/$2/$1", options: [.regularExpression]))
let s = "Price: 42 EUR"
if let r = s.range(of: #"\d+"#, options: .regularExpression) { print(s[r]) }
print(s.range(of: "eur", options: [.caseInsensitive, .backwards]).map { String(s[$0]) } as Any)
// expect: "a\nb\n c"
// expect: Hello there
// expect: 05/01/2024
// expect: 42
// expect: Optional("EUR")
