// Foundation's NumberFormatter and NSNumber in the en_US locale, as a library formats a slider's
// value or a price. (Fraction digits with the decimal style are pinned by NumberFormatterTests:
// swift-corelibs-foundation differs from Apple's there, so swiftc cannot be the oracle.)
import Foundation

let plain = NumberFormatter()
plain.locale = Locale(identifier: "en_US")
print(plain.string(from: NSNumber(value: 1234.5678))!, plain.string(from: 2.5)!, plain.string(from: 3.5)!)

let decimal = NumberFormatter()
decimal.locale = Locale(identifier: "en_US")
decimal.numberStyle = .decimal
print(decimal.string(from: NSNumber(value: 1234.5678))!, decimal.string(from: 10_000_000)!, decimal.maximumFractionDigits)
decimal.maximumFractionDigits = 1
print(decimal.string(from: NSNumber(value: 0.25))!, decimal.string(from: NSNumber(value: 0.35))!)
decimal.roundingMode = .halfUp
print(decimal.string(from: NSNumber(value: 0.25))!)

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
print(percent.string(from: 0.256)!, percent.string(from: -0.5)!, percent.string(for: 12.3456) ?? "nil")

let price = NumberFormatter()
price.locale = Locale(identifier: "en_US")
price.numberStyle = .currency
print(price.string(from: 1234.5)!, price.string(from: -0.125)!, price.minimumFractionDigits, price.maximumFractionDigits)
price.currencySymbol = "€"
print(price.string(from: 12)!)

let ordinal = NumberFormatter()
ordinal.locale = Locale(identifier: "en_US")
ordinal.numberStyle = .ordinal
print([1, 2, 3, 11, 22, 103].map { ordinal.string(from: NSNumber(value: $0))! })

let words = NumberFormatter()
words.locale = Locale(identifier: "en_US")
words.numberStyle = .spellOut
print(words.string(from: 42)!, words.string(from: 1.5)!)

let custom = NumberFormatter()
custom.locale = Locale(identifier: "en_US")
custom.numberStyle = .decimal
custom.groupingSeparator = " "
custom.decimalSeparator = ","
custom.positivePrefix = "+"
print(custom.string(from: 1234.5)!, custom.string(from: -7)!)
custom.minimumIntegerDigits = 3
custom.usesGroupingSeparator = false
print(custom.string(from: 7)!, custom.string(from: 12345)!)

let n = NSNumber(value: 2.5)
print(n, n.intValue, n.doubleValue, n.stringValue, NSNumber(value: 5), NSNumber(value: true).boolValue)
print(decimal.number(from: "1,234.5") ?? -1, decimal.string(for: "text") ?? "nil")
print(NumberFormatter.localizedString(from: 1234.5, number: .decimal))
print(Int(truncating: NSNumber(value: 9.9)), Double(truncating: NSNumber(value: 4)))
// expect: 1235 2 4
// expect: 1,234.568 10,000,000 3
// expect: 0.2 0.4
// expect: 0.3
// expect: 26% -50% 1,235%
// expect: $1,234.50 -$0.12 2 2
// expect: €12.00
// expect: ["1st", "2nd", "3rd", "11th", "22nd", "103rd"]
// expect: forty-two one point five
// expect: +1 234,5 -7
// expect: +007 +12345
// expect: 2.5 2 2.5 2.5 5 true
// expect: 1234.5 nil
// expect: 1,234.5
// expect: 9 4.0
