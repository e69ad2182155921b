import SwiftSyntax

extension Lowering {
    /// `@available(iOS, obsoleted: 15)`, `@available(iOS, unavailable)`, `@available(iOS 18, *)`,
    /// `@available(*, unavailable)`: a declaration the build's platform cannot use. It is left out,
    /// as the compiler would refuse it (RingProgressViewStyle declares `static var ring` twice,
    /// the second obsoleted in iOS 15).
    func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        let platform = conditions.platform
        for element in attributes {
            guard let attr = element.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "available",
                  case .availability(let arguments)? = attr.arguments else { continue }
            var applies = false
            for argument in arguments {
                switch argument.argument {
                case .token(let t):
                    if t.text == "*" || platform.matches(t.text) { applies = true }
                    if applies, t.text == "unavailable" || t.tokenKind == .keyword(.unavailable) { return true }
                case .availabilityVersionRestriction(let r):
                    // `@available(iOS 18, *)`: introduced after the version Loom runs.
                    if platform.matches(r.platform.text), let v = r.version, Self.version(v) > platform.version { return true }
                case .availabilityLabeledArgument(let l):
                    guard applies, case .version(let v) = l.value else { continue }
                    let version = Self.version(v)
                    if l.label.text == "obsoleted", version <= platform.version { return true }
                    if l.label.text == "introduced", version > platform.version { return true }
                default: break
                }
            }
        }
        return false
    }

    static func version(_ v: VersionTupleSyntax) -> [Int] {
        v.trimmedDescription.split(separator: ".").compactMap { Int($0) }
    }
}

private extension Array where Element == Int {
    /// Versions compared part by part, a missing part being 0 (`15` is `15.0`).
    static func > (a: [Int], b: [Int]) -> Bool {
        for i in 0..<Swift.max(a.count, b.count) {
            let (x, y) = (i < a.count ? a[i] : 0, i < b.count ? b[i] : 0)
            if x != y { return x > y }
        }
        return false
    }
    static func <= (a: [Int], b: [Int]) -> Bool { !(a > b) }
}
