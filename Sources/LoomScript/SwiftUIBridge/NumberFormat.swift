import Foundation
import LoomUI

/// `.number`, `.number.precision(.fractionLength(2))`, `.percent`: Foundation's number format
/// styles as SwiftUI text uses them, in the en_US locale a picture is drawn in.
struct NumberFormatValue: Equatable {
    var minimumFractionDigits = 0
    var maximumFractionDigits = 6
    var significantDigits: Int?
    var grouping = true
    var percent = false
    /// `.currency(code: "EUR")`: an ISO code, whose symbol and fraction digits apply unless
    /// `precision` set them.
    var currencyCode: String?
    var hasPrecision = false

    func format(_ x: Double) -> String {
        if let currencyCode { return formatCurrency(x, code: currencyCode) }
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        // Not `.decimal`: swift-corelibs-foundation's decimal style ignores equal minimum and
        // maximum fraction digits (3.14159 at two digits gives "3.142"); plain style with
        // en_US grouping written out formats as Apple's `.number` does.
        f.numberStyle = percent ? .percent : .none
        if !percent { (f.groupingSeparator, f.groupingSize, f.minimumIntegerDigits) = (",", 3, 1) }
        f.usesGroupingSeparator = grouping
        if let significantDigits {
            f.usesSignificantDigits = true
            f.minimumSignificantDigits = significantDigits
            f.maximumSignificantDigits = significantDigits
        } else {
            f.minimumFractionDigits = minimumFractionDigits
            f.maximumFractionDigits = maximumFractionDigits
        }
        return f.string(from: NSNumber(value: x)) ?? "\(x)"
    }

    /// en_US writes a currency's own symbol where it has one ("$", "€", "¥", "CA$"), its code otherwise.
    private func formatCurrency(_ x: Double, code: String) -> String {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        f.numberStyle = .currency
        f.currencyCode = code
        f.usesGroupingSeparator = grouping
        if hasPrecision {
            if let significantDigits {
                f.usesSignificantDigits = true
                (f.minimumSignificantDigits, f.maximumSignificantDigits) = (significantDigits, significantDigits)
            } else {
                (f.minimumFractionDigits, f.maximumFractionDigits) = (minimumFractionDigits, maximumFractionDigits)
            }
        }
        return f.string(from: NSNumber(value: x)) ?? "\(x)"
    }
}

/// `.fractionLength(2)`, `.significantDigits(3)`.
struct NumberPrecisionValue: Equatable {
    var fraction: ClosedRange<Int>?
    var significant: Int?
}

extension NativeRegistry {
    func installNumberFormats() {
        nativeType("FormatStyle", payload: NumberFormatValue.self) { t in
            // Swift declares these once per number type (`IntegerFormatStyle<Int>`,
            // `FloatingPointFormatStyle<Double>`); one value serves them all here.
            t.staticValue("static let number: FormatStyle") { i in i.wrapNative(NumberFormatValue()) }
            t.staticValue("static let percent: FormatStyle") { i in i.wrapNative(NumberFormatValue(percent: true)) }
            t.staticMethod("currency(code: String)") { c in c.wrap(NumberFormatValue(currencyCode: c.string(0))) }
            // Swift declares `.dateTime` on the `FormatStyle` protocol (where Self is
            // `Date.FormatStyle`), beside `.number`: one `Text(_:format:)` takes them all.
            t.staticValue("static let dateTime: Date.FormatStyle") { i in i.wrapNative(DateFormatValue(date: .short, time: .short)) }
            t.method("precision(_ p: NumberFormatStyleConfiguration.Precision)") { c in
                var style: NumberFormatValue = try c.receiverNative()
                let p: NumberPrecisionValue = try c.native(0)
                if let range = p.fraction { (style.minimumFractionDigits, style.maximumFractionDigits) = (range.lowerBound, range.upperBound) }
                style.significantDigits = p.significant
                style.hasPrecision = true
                return c.wrap(style)
            }
            t.method("grouping(_ g: NumberFormatStyleConfiguration.Grouping)") { c in
                var style: NumberFormatValue = try c.receiverNative()
                style.grouping = (try c.native(0) as String) != "never"
                return c.wrap(style)
            }
        }
        typeAlias("FloatingPointFormatStyle", "FormatStyle")
        typeAlias("IntegerFormatStyle", "FormatStyle")
        nativeType("NumberFormatStyleConfiguration")
        nativeType("NumberFormatStyleConfiguration.Precision", payload: NumberPrecisionValue.self) { t in
            t.staticMethod("fractionLength(_ length: Int)") { c in let n = try c.int(0); return c.wrap(NumberPrecisionValue(fraction: max(0, n)...max(0, n))) }
            t.staticMethod("fractionLength(_ range: ClosedRange<Int>)") { c in
                guard case .range(.int(let a), .int(let b), _) = c.value(0) else { throw ScriptError(c.loc, "fractionLength needs a range of Ints") }
                return c.wrap(NumberPrecisionValue(fraction: max(0, a)...max(a, b)))
            }
            t.staticMethod("significantDigits(_ count: Int)") { c in c.wrap(NumberPrecisionValue(significant: max(1, try c.int(0)))) }
        }
        nativeType("NumberFormatStyleConfiguration.Grouping") { t in t.constants([("automatic", "automatic"), ("never", "never")]) }
        nativeType("Text") { t in
            // SwiftUI's one `init<F: FormatStyle>(_ input: F.FormatInput, format: F)`: the style says what the input is.
            t.initializer("init(_ input: Any, format: FormatStyle)") { c in c.wrap(Text(try c.formatted(0, style: 1))) }
        }
        // The field shows its value as the style writes it; a nil value leaves the placeholder.
        nativeType("TextField") { t in
            t.initializer("init(_ title: String, value: Any, format: FormatStyle, prompt: Text? = nil)") { c in
                c.wrap(TextField(c.string(0), text: c.value(1).isNull ? "" : try c.formatted(1, style: 2)))
            }
            t.initializer("init(_ title: String, value: Any, formatter: Any)") { c in
                let value = c.value(1)
                guard !value.isNull, case .native(let n)? = c.value(2).optionalPayload else { return c.wrap(TextField(c.string(0), text: "")) }
                let text: String? = switch n.payload {
                case let numbers as NumberFormatterBox: numbers.string(try c.number(1))
                case let dates as DateFormatterBox: dates.string(try c.native(1))
                default: throw ScriptError(c.loc, "a TextField's formatter is a NumberFormatter or a DateFormatter")
                }
                return c.wrap(TextField(c.string(0), text: text ?? ""))
            }
        }
        standardType("Double") { t in
            t.method("formatted(_ format: FormatStyle)") { c in .string((try c.native(0) as NumberFormatValue).format((try c.receiver(as: FloatValue.self)).value)) }
            t.method("formatted()") { c in .string(NumberFormatValue().format((try c.receiver(as: FloatValue.self)).value)) }
        }
        standardType("Int") { t in
            t.method("formatted(_ format: FormatStyle)") { c in .string((try c.native(0) as NumberFormatValue).format(Double(try c.receiver(as: Int.self)))) }
            t.method("formatted()") { c in .string(NumberFormatValue().format(Double(try c.receiver(as: Int.self)))) }
        }
    }
}

extension NativeCall {
    /// Argument `input` written by the format style at argument `style`: a date style or a number one.
    func formatted(_ input: Int, style: Int) throws -> String {
        if let dates = try? native(style) as DateFormatValue { return dates.format(try native(input)) }
        return (try native(style) as NumberFormatValue).format(try double(input))
    }
}
