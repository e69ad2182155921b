/// The associated types of the standard number types, as the standard library declares them
/// (`Int8.Magnitude` is `UInt8`; a `Double`'s `Stride` is itself): what `T.Magnitude` names for a
/// number type and `Magnitude` names inside an extension of a numeric protocol.
enum NumericAssociatedTypes {
    static func type(_ member: String, of typeName: String) -> String? {
        if typeName == "Int" || FixedInt.Kind(typeName: typeName) != nil {
            switch member {
            case "Magnitude": return typeName == "Int" ? "UInt" : typeName.hasPrefix("U") ? typeName : "U" + typeName
            case "Stride": return "Int"
            default: return nil
            }
        }
        if FloatKind(typeName: typeName) != nil {
            switch member {
            case "Magnitude", "Stride": return typeName
            case "Exponent": return "Int"
            default: return nil
            }
        }
        return nil
    }
}
