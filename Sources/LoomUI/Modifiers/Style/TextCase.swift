extension Text {
    /// `.textCase(.uppercase)`: how text below a view is cased when shown. The characters of the
    /// text itself are unchanged; only what is drawn is.
    public enum Case: Hashable, Sendable, CaseIterable {
        case uppercase, lowercase

        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            }
        }
    }
}

extension ViewNode {
    /// Shows text below this view in upper or lower case; nil shows it as written.
    public func textCase(_ textCase: Text.Case?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.textCase = textCase }
    }
}
