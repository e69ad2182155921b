import Foundation

/// Foundation's `URL`, for what views are given (`Link`, `AsyncImage`, `ShareLink`) and the path
/// arithmetic library code does on them. Nothing is ever fetched.
extension NativeRegistry {
    func installURL() {
        nativeType("URL", payload: URL.self, conformances: ["Equatable", "Hashable"]) { t in
            t.initializer("init(string: String)") { c in URL(string: c.string(0)).map { .some(c.wrap($0)) } ?? .null }
            t.initializer("init(string: String, relativeTo url: URL?)") { c in
                URL(string: c.string(0), relativeTo: try c.optionalNative(1)).map { .some(c.wrap($0)) } ?? .null
            }
            t.initializer("init(fileURLWithPath path: String)") { c in c.wrap(URL(fileURLWithPath: c.string(0))) }
            t.initializer("init(fileURLWithPath path: String, isDirectory: Bool)") { c in
                c.wrap(URL(fileURLWithPath: c.string(0), isDirectory: c.bool(1)))
            }
            let strings: [(String, (URL) -> String?)] = [
                ("absoluteString", \.absoluteString), ("relativeString", \.relativeString), ("path", \.path),
                ("lastPathComponent", \.lastPathComponent), ("pathExtension", \.pathExtension),
                ("scheme", \.scheme), ("host", { $0.host }), ("query", \.query), ("fragment", \.fragment),
                ("user", \.user), ("password", \.password),
            ]
            let optionals: Set = ["scheme", "host", "query", "fragment", "user", "password"]
            for (name, read) in strings {
                t.property("var \(name): String\(optionals.contains(name) ? "?" : "")") { p in
                    let text = read(p as! URL)
                    guard optionals.contains(name) else { return .string(text ?? "") }
                    return text.map { .some(.string($0)) } ?? .null
                }
            }
            t.property("var port: Int?") { p in (p as! URL).port.map { .some(.int($0)) } ?? .null }
            t.property("var pathComponents: [String]") { p in .array((p as! URL).pathComponents.map { .string($0) }) }
            t.property("var isFileURL: Bool") { p in .bool((p as! URL).isFileURL) }
            t.property("var absoluteURL: URL") { p in self.wrap((p as! URL).absoluteURL, as: "URL") }
            t.method("deletingLastPathComponent() -> URL") { c in c.wrap(try c.receiverNative(as: URL.self).deletingLastPathComponent()) }
            t.method("deletingPathExtension() -> URL") { c in c.wrap(try c.receiverNative(as: URL.self).deletingPathExtension()) }
            t.method("appendingPathComponent(_ pathComponent: String) -> URL") { c in
                c.wrap(try c.receiverNative(as: URL.self).appendingPathComponent(c.string(0)))
            }
            t.method("appendingPathExtension(_ pathExtension: String) -> URL") { c in
                c.wrap(try c.receiverNative(as: URL.self).appendingPathExtension(c.string(0)))
            }
            // iOS 16's spellings of the same thing.
            t.method("appending(path: String) -> URL") { c in c.wrap(try c.receiverNative(as: URL.self).appendingPathComponent(c.string(0))) }
            t.method("appending(component: String) -> URL") { c in c.wrap(try c.receiverNative(as: URL.self).appendingPathComponent(c.string(0))) }
            t.type.describe = { ($0 as! URL).absoluteString }
        }
    }
}
