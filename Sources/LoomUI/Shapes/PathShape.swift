import LoomGraphics

/// A `Path` used as a view draws itself as given, in the coordinates of the frame it gets
/// (origin at the frame's top-leading corner); it is greedy like any shape.
extension Path: Shape {
    public func path(in rect: Rect) -> Path { self }
}

/// A shape whose outline comes from a closure: how a script's `struct …: Shape` with its own
/// `path(in:)` reaches LoomUI — and, when it declares one, its own `sizeThatFits(_:)`.
public struct ClosureShape: Shape {
    public var name: String
    public var makePath: (Rect) throws -> Path
    /// The shape's own answer to a proposal; nil sizes it as every shape (greedy).
    public var sizing: ((ProposedSize) throws -> Size)?
    /// A script shape's `animatableData` as numbers, and its outline for other numbers.
    public var animatable: (values: AnimatableVector, makePath: (AnimatableVector, Rect) throws -> Path)?
    /// A script `InsettableShape`'s own `inset(by:)`: the shape it returns for an amount. SwiftUI's
    /// `strokeBorder` insets a shape through it and asks the result for its path in the whole
    /// rect; nil insets the outline by drawing it in a smaller rect (`InsetShape`).
    public var insetting: ((Double) throws -> any Shape)?

    public init(name: String, makePath: @escaping (Rect) throws -> Path) {
        self.name = name
        self.makePath = makePath
    }

    public func path(in rect: Rect) throws -> Path {
        try makePath(rect)
    }

    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size {
        try sizing?(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }
}
