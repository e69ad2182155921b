import Foundation

/// SwiftUI's attributes for Foundation's `AttributedString`: what `Text(attributedString)` draws
/// of each run. Declared as SwiftUI declares them (`AttributeScopes.SwiftUIAttributes`, reached
/// by dynamic member lookup), so `container.foregroundColor = .red` and
/// `AttributeContainer().foregroundColor(.clear)` read the same as on an Apple platform.
extension AttributeScopes {
    public struct SwiftUIAttributes: AttributeScope {
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let font: FontAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        #if !canImport(Darwin)
        // Foundation has it on Apple platforms only; Loom's Markdown needs it everywhere.
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        #endif
        public let foundation: AttributeScopes.FoundationAttributes

        // The keys print under SwiftUI's names (`SwiftUI.ForegroundColor = …`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
    }

    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}

extension Text {
    /// How an attributed string's underline or strikethrough is drawn. Loom draws every pattern
    /// as a solid line (Pango has no dashed decorations); the colour is kept.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable, CaseIterable {
            case solid, dot, dash, dashDot, dashDotDot
        }

        public var pattern: Pattern
        public var color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        public static let single = LineStyle()
    }
}

#if !canImport(Darwin)
/// Foundation's inline Markdown styles (Apple platforms only there): what `AttributedString(markdown:)`
/// marks its emphasis, strong emphasis, code and strikethrough with.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    // Foundation's raw values.
    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
}

extension AttributeScopes.SwiftUIAttributes {
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
        public typealias Value = InlinePresentationIntent
        public static let name = "NSInlinePresentationIntent"
    }
}
#endif
