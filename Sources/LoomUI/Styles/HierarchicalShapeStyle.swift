import LoomGraphics

/// SwiftUI's `.primary`, `.secondary`, `.tertiary` and `.quaternary` shape styles: the foreground in effect at
/// a lower level of emphasis. Under the default foreground they are the system label colours;
/// under a custom one (`.foregroundStyle(.red)`) they are that style at 50 %, 25 % and 18 %
/// opacity (research doc §6.2).
public struct HierarchicalShapeStyle: ShapeStyle {
    /// 0 primary, 1 secondary, 2 tertiary, 3 quaternary.
    public let level: Int
    /// The foreground this level is taken from, fixed where it becomes the foreground style.
    var base: (any ShapeStyle)?

    /// The foreground in effect at full emphasis — blue under `.foregroundStyle(.blue)`, unlike
    /// `Color.primary`, which is always the label colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }

    static let opacities = [1, 0.5, 0.25, 0.18]
    static let systemColors: [Color] = [.primary, .secondary, .tertiary, .quaternary]

    init(level: Int, base: (any ShapeStyle)? = nil) {
        self.level = min(max(level, 0), 3)
        self.base = base
    }

    /// This level of the foreground `environment` has: the style `.foregroundStyle(_:_:)` set for
    /// it, else this level of the foreground style it replaces, so it does not refer to itself.
    func resolved(in environment: EnvironmentValues) -> any ShapeStyle {
        if level > 0, level <= environment.foregroundLevels.count { return environment.foregroundLevels[level - 1] }
        return replacing(environment.foregroundStyle)
    }

    /// This level of `inherited`, the foreground style it replaces, so it does not refer to itself.
    func replacing(_ inherited: (any ShapeStyle)?) -> HierarchicalShapeStyle {
        var resolved = self
        if let lower = inherited as? HierarchicalShapeStyle { resolved.base = lower.base } else { resolved.base = inherited }
        return resolved
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        if base == nil, level > 0, level <= environment.foregroundLevels.count {
            return environment.foregroundLevels[level - 1].paint(in: rect, environment: environment)
        }
        var custom = base ?? environment.foregroundStyle
        if let lower = custom as? HierarchicalShapeStyle { custom = lower.base }
        guard let custom, !(custom is ForegroundStyle) else {
            return Self.systemColors[level].paint(in: rect, environment: environment)
        }
        let paint = custom.paint(in: rect, environment: environment)
        return paint.fading(by: Self.opacities[level]) ?? paint
    }
}

extension ShapeStyle {
    /// `Color.purple.tertiary` (iOS 17): this style itself at a lower level of emphasis, whatever
    /// the foreground is.
    public var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1, base: self) }
    public var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2, base: self) }
    public var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3, base: self) }
}
