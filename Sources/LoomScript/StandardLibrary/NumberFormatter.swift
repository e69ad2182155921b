import Foundation

/// Foundation's `NumberFormatter`, in the en_US locale every picture is drawn in: a class, so a
/// formatter configured in a closure and stored keeps its settings. Foundation's own formatter
/// does the work, except where swift-corelibs-foundation parts from Apple's (below).
final class NumberFormatterBox {
    let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.locale = Locale(identifier: "en_US")
        return f
    }()

    func string(_ number: NSNumber) -> String? {
        guard formatter.numberStyle == .decimal else { return formatter.string(from: number) }
        // swift-corelibs' decimal style ignores a minimum number of fraction digits equal to the
        // maximum (3.14159 at two gives "3.142"); the plain style with the decimal style's
        // grouping, signs and separators written out formats as Apple's does.
        let plain = NumberFormatter()
        plain.locale = formatter.locale
        plain.numberStyle = .none
        for key in [\NumberFormatter.minimumIntegerDigits, \.maximumIntegerDigits, \.minimumFractionDigits, \.maximumFractionDigits,
                    \.groupingSize, \.minimumSignificantDigits, \.maximumSignificantDigits] {
            plain[keyPath: key] = formatter[keyPath: key]
        }
        for key in [\NumberFormatter.groupingSeparator, \.decimalSeparator, \.positivePrefix, \.positiveSuffix, \.negativePrefix, \.negativeSuffix] {
            plain[keyPath: key] = formatter[keyPath: key]
        }
        plain.usesGroupingSeparator = formatter.usesGroupingSeparator
        plain.usesSignificantDigits = formatter.usesSignificantDigits
        plain.roundingMode = formatter.roundingMode
        return plain.string(from: number)
    }
}

extension NativeRegistry {
    func installNumberFormatter() {
        let styles: [(String, NumberFormatter.Style)] = [("none", .none), ("decimal", .decimal), ("percent", .percent), ("currency", .currency),
                                                         ("scientific", .scientific), ("spellOut", .spellOut), ("ordinal", .ordinal),
                                                         ("currencyCode", .currencyISOCode), ("currencyPlural", .currencyPlural),
                                                         ("currencyAccounting", .currencyAccounting)]
        nativeType("NumberFormatter.Style", payload: NumberFormatter.Style.self, conformances: ["Equatable"]) { t in t.constants(styles) }
        let modes: [(String, NumberFormatter.RoundingMode)] = [("ceiling", .ceiling), ("floor", .floor), ("down", .down), ("up", .up),
                                                               ("halfEven", .halfEven), ("halfDown", .halfDown), ("halfUp", .halfUp)]
        nativeType("NumberFormatter.RoundingMode", payload: NumberFormatter.RoundingMode.self, conformances: ["Equatable"]) { t in t.constants(modes) }
        nativeType("NumberFormatter", payload: NumberFormatterBox.self) { t in
            t.initializer("init()") { c in c.wrap(NumberFormatterBox()) }
            /// Foundation's property `name`, of the Swift type `type`, read and written through `key`.
            func setting<T>(_ name: String, _ type: String, _ key: ReferenceWritableKeyPath<NumberFormatter, T>, read: @escaping (T) -> Value,
                            write: @escaping (Value, Interpreter, Loc) throws -> T) {
                t.property("var \(name): \(type) { get set }", get: { read(($0 as! NumberFormatterBox).formatter[keyPath: key]) }) { p, v, interpreter, loc in
                    (p as! NumberFormatterBox).formatter[keyPath: key] = try write(v.optionalPayload ?? v, interpreter, loc)
                    return p
                }
            }
            for (name, key) in [("minimumFractionDigits", \NumberFormatter.minimumFractionDigits), ("maximumFractionDigits", \.maximumFractionDigits),
                                ("minimumIntegerDigits", \.minimumIntegerDigits), ("maximumIntegerDigits", \.maximumIntegerDigits),
                                ("minimumSignificantDigits", \.minimumSignificantDigits), ("maximumSignificantDigits", \.maximumSignificantDigits),
                                ("groupingSize", \.groupingSize)] {
                setting(name, "Int", key, read: { .int($0) }) { v, i, loc in
                    guard case .int(let n) = v else { throw ScriptError(loc, "\(name) is an Int") }
                    return n
                }
            }
            for (name, key) in [("usesGroupingSeparator", \NumberFormatter.usesGroupingSeparator), ("usesSignificantDigits", \.usesSignificantDigits),
                                ("allowsFloats", \.allowsFloats), ("isLenient", \.isLenient)] {
                setting(name, "Bool", key, read: { .bool($0) }) { v, _, loc in
                    guard case .bool(let b) = v else { throw ScriptError(loc, "\(name) is a Bool") }
                    return b
                }
            }
            let strings: [(String, ReferenceWritableKeyPath<NumberFormatter, String?>)] = [("groupingSeparator", \.groupingSeparator), ("decimalSeparator", \.decimalSeparator),
                                ("currencySymbol", \.currencySymbol), ("currencyCode", \.currencyCode), ("percentSymbol", \.percentSymbol),
                                ("positivePrefix", \.positivePrefix), ("positiveSuffix", \.positiveSuffix),
                                ("negativePrefix", \.negativePrefix), ("negativeSuffix", \.negativeSuffix),
                                ("notANumberSymbol", \.notANumberSymbol), ("minusSign", \.minusSign), ("plusSign", \.plusSign)]
            for (name, key) in strings {
                setting(name, "String!", key, read: { .string($0 ?? "") }) { v, i, _ in i.describe(v) }
            }
            setting("zeroSymbol", "String?", \.zeroSymbol, read: { $0.map { .some(.string($0)) } ?? .null }) { v, i, _ in v.isNull ? nil : i.describe(v) }
            // Setting a style resets the fraction digits and grouping to that style's, as Foundation does.
            setting("numberStyle", "NumberFormatter.Style", \.numberStyle, read: { NativeRegistry.shared.wrap($0) }) { v, _, loc in
                guard case .native(let n) = v, let style = n.payload as? NumberFormatter.Style else { throw ScriptError(loc, "numberStyle takes a NumberFormatter.Style such as .decimal") }
                return style
            }
            setting("roundingMode", "NumberFormatter.RoundingMode", \.roundingMode, read: { NativeRegistry.shared.wrap($0) }) { v, _, loc in
                guard case .native(let n) = v, let mode = n.payload as? NumberFormatter.RoundingMode else { throw ScriptError(loc, "roundingMode takes a NumberFormatter.RoundingMode such as .halfUp") }
                return mode
            }
            setting("multiplier", "NSNumber?", \.multiplier, read: { $0.map { .some(NativeRegistry.shared.wrap($0)) } ?? .null }) { v, i, loc in
                v.isNull ? nil : try NativeCall(interpreter: i, receiver: nil, args: [v], loc: loc).number(0)
            }
            // The locale stays en_US, as dates keep UTC: a picture reads the same everywhere.
            t.property("var locale: Locale! { get set }", get: { _ in .string("en_US") }, set: { p, _, _, _ in p })
            t.method("string(from number: NSNumber) -> String?") { c in
                (try c.receiverNative() as NumberFormatterBox).string(try c.number(0)).map { .some(.string($0)) } ?? .null
            }
            t.method("string(for obj: Any?) -> String?") { c in
                guard let number = try? c.number(0) else { return .null }
                return (try c.receiverNative() as NumberFormatterBox).string(number).map { .some(.string($0)) } ?? .null
            }
            t.method("number(from string: String) -> NSNumber?") { c in
                (try c.receiverNative() as NumberFormatterBox).formatter.number(from: c.string(0)).map { .some(c.wrap($0)) } ?? .null
            }
            t.staticMethod("localizedString(from num: NSNumber, number nstyle: NumberFormatter.Style) -> String") { c in
                let box = NumberFormatterBox()
                box.formatter.numberStyle = try c.native(1)
                return .string(box.string(try c.number(0)) ?? "")
            }
        }
    }
}
