protocol API { func fetch() -> String }
struct LiveAPI: API { func fetch() -> String { "live" } }
enum Container {
    static var registry: [String: Any] = ["API": LiveAPI(), "Int": 3]
    static func resolve<T>(_ type: T.Type) -> T { registry["\(T.self)"] as! T }
}
@propertyWrapper
struct Injected<T> {
    var wrappedValue: T { Container.resolve(T.self) }
    init() {}
}
@propertyWrapper
struct Default<T> {
    var wrappedValue: T { T.self == Int.self ? 42 as! T : "none" as! T }
    init() {}
}
struct Settings { @Default var retries: Int; @Default var name: String }
final class Screen {
    @Injected var api: API
    @Injected var retries: Int
    init() {}
}
let s = Settings()
let screen = Screen()
print(s.retries, s.name, screen.api.fetch(), screen.retries)
// expect: 42 none live 3
