import LoomScript

/// The `budget` option (`//| budget: steps=100000 seconds=2 depth=64`, or in front matter for a
/// whole page): the limits one block runs under, replacing those of the command line
/// (`--max-steps`, `--max-seconds`, `--max-call-depth`) for that block. Settings left out keep
/// the command line's. Lets a guide show a runaway loop failing fast, or let one heavy block
/// run longer than the rest.
public struct BudgetOverride: Equatable, Sendable {
    public var steps: Int?
    public var seconds: Double?
    public var callDepth: Int?

    public init(steps: Int? = nil, seconds: Double? = nil, callDepth: Int? = nil) {
        self.steps = steps
        self.seconds = seconds
        self.callDepth = callDepth
    }

    public var isEmpty: Bool { steps == nil && seconds == nil && callDepth == nil }

    /// `base` with the settings given here replacing its own.
    public func applied(to base: Budget) -> Budget {
        Budget(steps: steps ?? base.steps, callDepth: callDepth ?? base.callDepth, seconds: seconds ?? base.seconds)
    }

    /// Parses the option's value on top of `self`; returns an error message when it is not understood.
    public mutating func parse(_ text: String?) -> String? {
        let usage = "option 'budget' expects 'steps=N seconds=S depth=D' (any of them, positive numbers), not '\(text ?? "")'"
        guard let settings = OptionSetting.split(text) else { return usage }
        var result = self
        for setting in settings {
            let value = setting.value.replacingOccurrences(of: "_", with: "")
            switch setting.key {
            case "steps":
                guard let number = Int(value), number > 0 else { return usage }
                result.steps = number
            case "seconds":
                guard let number = Double(value), number.isFinite, number > 0 else { return usage }
                result.seconds = number
            case "depth", "calldepth":
                guard let number = Int(value), number > 0 else { return usage }
                result.callDepth = number
            default:
                return usage
            }
        }
        self = result
        return nil
    }
}
