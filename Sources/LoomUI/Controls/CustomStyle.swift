/// A control style made outside LoomUI (a script's `ToggleStyle`, `ProgressViewStyle`): it builds
/// the body that replaces the control, for the control's configuration, in the environment the
/// control is resolved in.
public struct CustomStyle<Configuration> {
    public var name: String
    public var makeBody: (Configuration, EnvironmentValues) throws -> any ViewNode

    public init(name: String, makeBody: @escaping (Configuration, EnvironmentValues) throws -> any ViewNode) {
        self.name = name
        self.makeBody = makeBody
    }
}
