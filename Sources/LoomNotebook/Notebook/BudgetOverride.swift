import LoomScript

/// The `budget` option (`//| budget: steps=100000 seconds=2 depth=64 memory=256MB`, or in front
/// matter for a whole page): the limits one block runs under, replacing those of the command line
/// (`--max-steps`, `--max-seconds`, `--max-call-depth`, `--max-memory`) for that block. Settings left out keep
/// the command line's. Lets a guide show a runaway loop failing fast, or let one heavy block
/// run longer than the rest.
public struct BudgetOverride: Equatable, Sendable {
    public var steps: Int?
    public var seconds: Double?
    public var callDepth: Int?
    /// Bytes.
    public var memory: Int?

    public init(steps: Int? = nil, seconds: Double? = nil, callDepth: Int? = nil, memory: Int? = nil) {
        self.steps = steps
        self.seconds = seconds
        self.callDepth = callDepth
        self.memory = memory
    }

    /// The most wall time a block may be given: past it a deadline stops being a number the
    /// clock can represent (`seconds=1e16` overflowed), and a day is past any sane block.
    public static let maximumSeconds: Double = 86_400
    /// The deepest call nesting a block may be given: each script call takes tens of kilobytes
    /// of the interpreter's 256 MB stack in a debug build, so ~5,000 levels overflow it.
    public static let maximumCallDepth = 2_000

    /// Why `seconds` cannot be a block's wall-time budget; nil when it can.
    public static func problem(seconds: Double) -> String? {
        seconds.isFinite && seconds > 0 && seconds <= maximumSeconds ? nil
            : "seconds must be a positive number of at most \(Int(maximumSeconds))"
    }

    /// Why `depth` cannot be a block's call-depth budget; nil when it can.
    public static func problem(callDepth: Int) -> String? {
        callDepth > 0 && callDepth <= maximumCallDepth ? nil : "call depth must be from 1 to \(maximumCallDepth)"
    }

    /// Why `text` cannot be a block's memory budget; nil when it can.
    public static func problem(memory text: String) -> String? {
        Budget.memory(text) == nil ? "memory must be a size like 512MB or 2GB, more than zero and at most \(Budget.maximumMemory >> 30)GB" : nil
    }

    public var isEmpty: Bool { steps == nil && seconds == nil && callDepth == nil && memory == nil }

    /// `base` with the settings given here replacing its own.
    public func applied(to base: Budget) -> Budget {
        Budget(steps: steps ?? base.steps, callDepth: callDepth ?? base.callDepth, seconds: seconds ?? base.seconds,
               memory: memory ?? base.memory)
    }

    /// Parses the option's value on top of `self`; returns an error message when it is not understood.
    public mutating func parse(_ text: String?) -> String? {
        let usage = "option 'budget' expects 'steps=N seconds=S depth=D memory=SIZE' (any of them, positive), not '\(text ?? "")'"
        guard let settings = OptionSetting.split(text) else { return usage }
        var result = self
        for setting in settings {
            let value = setting.value.replacingOccurrences(of: "_", with: "")
            switch setting.key {
            case "steps":
                guard let number = Int(value), number > 0 else { return usage }
                result.steps = number
            case "seconds":
                guard let number = Double(value) else { return usage }
                if let problem = Self.problem(seconds: number) { return "option 'budget': \(problem), not '\(setting.value)'" }
                result.seconds = number
            case "depth", "calldepth":
                guard let number = Int(value) else { return usage }
                if let problem = Self.problem(callDepth: number) { return "option 'budget': \(problem), not '\(setting.value)'" }
                result.callDepth = number
            case "memory":
                if let problem = Self.problem(memory: setting.value) { return "option 'budget': \(problem), not '\(setting.value)'" }
                result.memory = Budget.memory(setting.value)
            default:
                return usage
            }
        }
        self = result
        return nil
    }
}
