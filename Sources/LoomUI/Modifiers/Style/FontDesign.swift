extension ViewNode {
    /// The design (serif, rounded, monospaced) of fonts below this view that do not choose one.
    public func fontDesign(_ design: Font.Design?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.fontDesign = design }
    }
}
