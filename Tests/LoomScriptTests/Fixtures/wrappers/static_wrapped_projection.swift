// `$name` of a static property declared with a property wrapper: the wrapper's projection.
@propertyWrapper struct Logged<T> {
    var wrappedValue: T
    var projectedValue: String { "logged \(wrappedValue)" }
}
enum Settings {
    @Logged static var volume: Float = 1.5
    static func show() -> String { $volume }
}
print(Settings.show())
Settings.volume = 3
print(Settings.volume, Settings.show(), Settings.$volume)
// expect: logged 1.5
// expect: 3.0 logged 3.0 logged 3.0
