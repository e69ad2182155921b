import Foundation

/// Foundation's `Scanner`, as libraries parse hex colours with it (`Scanner(string: "ff8000")`
/// then `scanHexInt64(&rgb)`): Foundation's own scanner does the reading; the bridge converts.
/// Both the older `inout` forms (which write their result, 0 on failure, as Foundation's do) and
/// the newer ones returning an Optional are here.
extension NativeRegistry {
    func installScanner() {
        nativeType("Scanner", payload: Scanner.self) { t in
            t.initializer("init(string: String)") { c in c.wrap(Scanner(string: c.string(0))) }
            t.property("var string: String") { .string(($0 as! Scanner).string) }
            t.property("var isAtEnd: Bool") { .bool(($0 as! Scanner).isAtEnd) }
            t.property("var currentIndex: String.Index { get set }") { s in
                NativeRegistry.shared.wrap((s as! Scanner).currentIndex, as: "String.Index")
            } set: { s, v, _, loc in
                guard case .native(let n) = v, let i = n.payload as? String.Index else { throw ScriptError(loc, "currentIndex takes a String.Index") }
                (s as! Scanner).currentIndex = i
                return s
            }
            t.property("var charactersToBeSkipped: CharacterSet? { get set }") { s in
                (s as! Scanner).charactersToBeSkipped.map { .some(NativeRegistry.shared.wrap($0, as: "CharacterSet")) } ?? .null
            } set: { s, v, _, _ in
                if case .native(let n) = v.optionalPayload ?? .null, let set = n.payload as? CharacterSet { (s as! Scanner).charactersToBeSkipped = set } else { (s as! Scanner).charactersToBeSkipped = nil }
                return s
            }
            func unsigned(_ kind: FixedInt.Kind, _ v: UInt64) -> Value { .fixedInt(FixedInt(kind, truncating: Int128(v))) }
            t.method("scanHexInt64(_ result: inout UInt64) -> Bool") { c in
                var v: UInt64 = 0
                let ok = try c.receiverNative(as: Scanner.self).scanHexInt64(&v)
                c.inoutValues = [unsigned(.uint64, v)]
                return .bool(ok)
            }
            t.method("scanHexInt32(_ result: inout UInt32) -> Bool") { c in
                var v: UInt32 = 0
                let ok = try c.receiverNative(as: Scanner.self).scanHexInt32(&v)
                c.inoutValues = [unsigned(.uint32, UInt64(v))]
                return .bool(ok)
            }
            t.method("scanInt(_ result: inout Int) -> Bool") { c in
                var v = 0
                let ok = try c.receiverNative(as: Scanner.self).scanInt(&v)
                c.inoutValues = [.int(v)]
                return .bool(ok)
            }
            t.method("scanDouble(_ result: inout Double) -> Bool") { c in
                var v = 0.0
                let ok = try c.receiverNative(as: Scanner.self).scanDouble(&v)
                c.inoutValues = [.double(v, .double)]
                return .bool(ok)
            }
            t.method("scanInt() -> Int?") { c in try c.receiverNative(as: Scanner.self).scanInt().map { .some(.int($0)) } ?? .null }
            t.method("scanDouble() -> Double?") { c in try c.receiverNative(as: Scanner.self).scanDouble().map { .some(.double($0, .double)) } ?? .null }
            t.method("scanUInt64(representation: Scanner.NumberRepresentation = .decimal) -> UInt64?") { c in
                let hex = (try? c.native(0) as Scanner.NumberRepresentation) == .hexadecimal
                return try c.receiverNative(as: Scanner.self).scanUInt64(representation: hex ? .hexadecimal : .decimal).map { .some(unsigned(.uint64, $0)) } ?? .null
            }
            t.method("scanString(_ searchString: String) -> String?") { c in
                try c.receiverNative(as: Scanner.self).scanString(c.string(0)).map { .some(.string($0)) } ?? .null
            }
            t.method("scanUpToString(_ substring: String) -> String?") { c in
                try c.receiverNative(as: Scanner.self).scanUpToString(c.string(0)).map { .some(.string($0)) } ?? .null
            }
            t.method("scanCharacter() -> Character?") { c in
                try c.receiverNative(as: Scanner.self).scanCharacter().map { .some(.character($0)) } ?? .null
            }
        }
        nativeType("Scanner.NumberRepresentation", payload: Scanner.NumberRepresentation.self) { t in
            t.constants([("decimal", Scanner.NumberRepresentation.decimal), ("hexadecimal", .hexadecimal)])
        }
    }
}
