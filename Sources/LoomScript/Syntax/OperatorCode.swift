/// The standard operators the interpreter evaluates itself, decoded once per node so that
/// evaluation switches on a small enum instead of comparing operator strings every time.
enum OperatorCode: UInt8 {
    case add, subtract, multiply, divide, remainder
    case less, greater, lessOrEqual, greaterOrEqual, equal, notEqual
    case and, or
    /// Anything else (`??`, `...`, `&+`, script operators): looked up by name.
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
        default: self = .other
        }
    }

    /// `+ - * / %`: literal operands of these take their type from the context.
    var isArithmetic: Bool { rawValue <= OperatorCode.remainder.rawValue }
    var isComparison: Bool { rawValue >= OperatorCode.less.rawValue && rawValue <= OperatorCode.notEqual.rawValue }
}
