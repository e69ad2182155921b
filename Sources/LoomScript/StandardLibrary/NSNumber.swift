import Foundation

/// Foundation's `NSNumber`, for what formatters take and give back: a boxed number that reads as
/// any numeric type and prints as Foundation writes it ("5", "2.5", "1").
extension NativeRegistry {
    func installNSNumber() {
        nativeType("NSNumber", payload: NSNumber.self, conformances: ["Equatable", "Hashable"]) { t in
            t.initializer("init(value: Int)") { c in c.wrap(NSNumber(value: try c.int(0))) }
            t.initializer("init(value: Double)") { c in c.wrap(NSNumber(value: try c.double(0))) }
            t.initializer("init(value: Bool)") { c in c.wrap(NSNumber(value: c.bool(0))) }
            // Number literals are NSNumbers where one is expected (`formatter.string(from: 5)`).
            t.initializer("init(integerLiteral value: Int)") { c in c.wrap(NSNumber(value: try c.int(0))) }
            t.initializer("init(floatLiteral value: Double)") { c in c.wrap(NSNumber(value: try c.double(0))) }
            t.initializer("init(booleanLiteral value: Bool)") { c in c.wrap(NSNumber(value: c.bool(0))) }
            t.property("var doubleValue: Double") { .double(($0 as! NSNumber).doubleValue, .double) }
            t.property("var floatValue: Float") { .double(Double(($0 as! NSNumber).floatValue), .float) }
            t.property("var intValue: Int") { .int(($0 as! NSNumber).intValue) }
            t.property("var int64Value: Int64") { .int(($0 as! NSNumber).intValue) }
            t.property("var boolValue: Bool") { .bool(($0 as! NSNumber).boolValue) }
            t.property("var stringValue: String") { .string(($0 as! NSNumber).stringValue) }
            t.type.describe = { ($0 as! NSNumber).stringValue }
            // Foundation boxes a Bool in a subclass of its own (`__NSCFBoolean`).
            self.bind(Swift.type(of: NSNumber(value: true)), to: t.type)
        }
        for (name, read) in [("Double", { (n: NSNumber) in Value.double(n.doubleValue, .double) }), ("Int", { .int($0.intValue) })] {
            standardType(name) { t in
                t.initializer("init(truncating number: NSNumber)") { c in read(try c.native(0)) }
            }
        }
    }
}

extension NativeCall {
    /// A number given where Foundation takes an `NSNumber`: a boxed one, or a Swift number as
    /// Swift bridges it (`formatter.string(from: 5)`).
    func number(_ i: Int) throws -> NSNumber {
        switch value(i).optionalPayload ?? .null {
        case .int(let n): return NSNumber(value: n)
        case .double(let d, _): return NSNumber(value: d)
        case .native(let n) where n.payload is NSNumber: return n.payload as! NSNumber
        default: return NSNumber(value: try double(i))
        }
    }
}
