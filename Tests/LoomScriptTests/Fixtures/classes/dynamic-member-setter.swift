// Writing a member of a @dynamicMemberLookup class goes through its subscript's setter.
@dynamicMemberLookup
final class Settings {
    private var values: [String: String] = [:]
    var log: [String] = []
    subscript(dynamicMember key: String) -> String {
        get { values[key] ?? "-" }
        set { log.append("\(key)=\(newValue)"); values[key] = newValue }
    }
}
let s = Settings()
s.theme = "dark"
s.font = "mono"
s.theme = "light"
print(s.theme, s.font, s.missing)
print(s.log)
// expect: light mono -
// expect: ["theme=dark", "font=mono", "theme=light"]
