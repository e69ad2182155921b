// Several subscript(dynamicMember:) overloads: the key path's root that has the member wins, else the String one.
struct Colors { var accent = "orange"; var ink = "black" }
struct Metrics { var gap = 8; var radius = 12 }
@dynamicMemberLookup
struct Tokens {
    var colors = Colors()
    var metrics = Metrics()
    subscript<T>(dynamicMember kp: KeyPath<Colors, T>) -> T { colors[keyPath: kp] }
    subscript<T>(dynamicMember kp: WritableKeyPath<Metrics, T>) -> T {
        get { metrics[keyPath: kp] }
        set { metrics[keyPath: kp] = newValue }
    }
    subscript(dynamicMember name: String) -> String { "?\(name)" }
}
var t = Tokens()
print(t.accent, t.gap, t.radius + 1, t.shadow)
t.gap = 20
print(t.gap, t.metrics.gap, t.ink)
// expect: orange 8 13 ?shadow
// expect: 20 20 black
