import LoomUI

/// One of SwiftUI's built-in environment keys, declared as `EnvironmentValues` declares it
/// (`var colorScheme: ColorScheme { get set }`), with what `@Environment(\.key)` reads in the
/// environment a body is computed in.
struct NativeEnvironmentKey {
    let member: NativeMember
    let read: (Interpreter, EnvironmentValues) throws -> Value
    /// How `.environment(\.key, value)` reaches later reads: by setting LoomUI's own value
    /// (`colorScheme`), or by being kept as the script gave it; a key with neither always reads
    /// as Loom's picture has it (`layoutDirection`), and its declaration says it is not settable.
    let setting: Setting

    enum Setting {
        case none
        case keepsScriptValue
        /// Given the script's value, the change to LoomUI's environment (checked when the modifier is made).
        case writes((Value, Loc) throws -> (inout EnvironmentValues) -> Void)
    }
}

extension NativeRegistry {
    /// A key whose value is Loom's picture's, whatever a script sets: `environmentValue("var displayScale: CGFloat") { _, _ in .cgfloat(3) }`.
    func environmentValue(_ declaration: String, _ read: @escaping (Interpreter, EnvironmentValues) throws -> Value) {
        addEnvironmentKey(NativeEnvironmentKey(member: NativeMember(.environmentValue, declaration), read: read, setting: .none))
    }

    /// A key held in LoomUI's environment, which `.environment(\.key, value)` sets through `write`.
    func environmentValue(_ declaration: String, _ read: @escaping (Interpreter, EnvironmentValues) throws -> Value,
                          write: @escaping (Value, Loc) throws -> (inout EnvironmentValues) -> Void) {
        addEnvironmentKey(NativeEnvironmentKey(member: NativeMember(.environmentValue, declaration, hasSetter: true), read: read, setting: .writes(write)))
    }

    /// A key that reads as `resting` until a script sets it (`.environment(\.editMode, …)`).
    func environmentDefault(_ declaration: String, _ resting: @escaping (Interpreter, EnvironmentValues) throws -> Value) {
        addEnvironmentKey(NativeEnvironmentKey(member: NativeMember(.environmentValue, declaration, hasSetter: true), read: resting, setting: .keepsScriptValue))
    }
}
