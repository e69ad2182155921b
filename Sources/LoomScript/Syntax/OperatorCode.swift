/// The standard operators the interpreter evaluates itself, decoded once per node so that
/// evaluation switches on a small enum instead of comparing operator strings every time.
enum OperatorCode: UInt8 {
    case add, subtract, multiply, divide, remainder
    case less, greater, lessOrEqual, greaterOrEqual, equal, notEqual
    case and, or
    /// Integer bit operators and wrapping arithmetic: Int's own, unless the script declares its own.
    case bitAnd, bitOr, bitXor, shiftLeft, shiftRight, wrappingAdd, wrappingSubtract, wrappingMultiply
    /// Anything else (`??`, `...`, script operators): looked up by name.
    case other

    init(_ op: String) {
        switch op {
        case "+": self = .add
        case "-": self = .subtract
        case "*": self = .multiply
        case "/": self = .divide
        case "%": self = .remainder
        case "<": self = .less
        case ">": self = .greater
        case "<=": self = .lessOrEqual
        case ">=": self = .greaterOrEqual
        case "==": self = .equal
        case "!=": self = .notEqual
        case "&&": self = .and
        case "||": self = .or
        case "&": self = .bitAnd
        case "|": self = .bitOr
        case "^": self = .bitXor
        case "<<": self = .shiftLeft
        case ">>": self = .shiftRight
        case "&+": self = .wrappingAdd
        case "&-": self = .wrappingSubtract
        case "&*": self = .wrappingMultiply
        default: self = .other
        }
    }

    /// `+ - * / %`: literal operands of these take their type from the context.
    var isArithmetic: Bool { rawValue <= OperatorCode.remainder.rawValue }
    var isComparison: Bool { rawValue >= OperatorCode.less.rawValue && rawValue <= OperatorCode.notEqual.rawValue }
    /// Bit operators and wrapping arithmetic: Int's, typed like arithmetic (`let m: UInt8 = 1 << 3`).
    var isBitwise: Bool { rawValue >= OperatorCode.bitAnd.rawValue && rawValue <= OperatorCode.wrappingMultiply.rawValue }
    /// What numbers answer without a script's help: arithmetic, comparisons, bit operators.
    var isNumeric: Bool { isArithmetic || isComparison || isBitwise }
}
