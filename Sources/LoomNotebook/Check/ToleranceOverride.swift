import LoomGraphics

/// The `tolerance` option (`//| tolerance: deltaE=3 precision=0.99`, front matter `tolerance: …`,
/// info string `tolerance="deltaE=3"`): how far a block's picture may drift from its reference
/// before `loom check` fails it. Settings left out keep the value from further out (page, then
/// the command line's `--tolerance-deltae`/`--precision`, then `ImageTolerance`'s defaults:
/// ΔE 2.0, precision 0.999).
///
/// Syntax: words separated by spaces or commas, each `deltaE=X` (0…100, CIEDE2000 units a pixel
/// may differ by) or `precision=P` (0…1, or a percentage like `99.5%`: the share of pixels that
/// must pass); or one of the words `exact` (ΔE 0, precision 1) and `default`.
public struct ToleranceOverride: Equatable, Sendable {
    public var deltaE: Double?
    public var precision: Double?

    public init(deltaE: Double? = nil, precision: Double? = nil) {
        self.deltaE = deltaE
        self.precision = precision
    }

    /// `base` with the settings given here replacing its own.
    public func applied(to base: ImageTolerance) -> ImageTolerance {
        ImageTolerance(deltaE: deltaE ?? base.deltaE, precision: precision ?? base.precision)
    }

    /// This override with `inner`'s settings on top (a block's over its page's).
    public func overridden(by inner: ToleranceOverride) -> ToleranceOverride {
        ToleranceOverride(deltaE: inner.deltaE ?? deltaE, precision: inner.precision ?? precision)
    }

    /// Parses the option's value on top of `self`; returns an error message when it is not understood.
    public mutating func parse(_ text: String?) -> String? {
        let usage = "option 'tolerance' expects 'deltaE=X precision=P' (ΔE 0…100, precision 0…1 or a percentage), 'exact' or 'default', not '\(text ?? "")'"
        guard let settings = OptionSetting.split(text) else { return usage }
        var result = self
        for setting in settings {
            var value = setting.value
            switch setting.key {
            case nil where value.lowercased() == "exact":
                result.deltaE = 0
                result.precision = 1
            case nil where value.lowercased() == "default":
                result.deltaE = ImageTolerance.default.deltaE
                result.precision = ImageTolerance.default.precision
            case "deltae", "δe", "de":
                guard let number = Double(value), number.isFinite, number >= 0, number <= 100 else { return usage }
                result.deltaE = number
            case "precision":
                var scale = 1.0
                if value.hasSuffix("%") {
                    value.removeLast()
                    scale = 100
                }
                guard let number = Double(value).map({ $0 / scale }), number.isFinite, number >= 0, number <= 1 else {
                    return usage
                }
                result.precision = number
            default:
                return usage
            }
        }
        self = result
        return nil
    }
}
