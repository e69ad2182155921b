import Foundation
import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read from its syntax tree. The manifest is never run
/// (it could do anything); the literal arguments of `.target(…)` calls are all Loom needs to
/// find a module's sources, as SwiftPM would.
struct PackageManifest: Equatable {
    struct Target: Equatable {
        var name: String
        /// The sources folder relative to the package; nil means `Sources/<name>`.
        var path: String?
        /// Files and folders under the target's folder that are not part of it.
        var exclude: [String] = []
        /// Targets and products it depends on, by name.
        var dependencies: [String] = []
        var isTest = false

        var sourcesPath: String { path ?? "Sources/\(name)" }
    }

    var targets: [Target] = []

    /// Targets a notebook can import: not test targets.
    var libraryTargets: [Target] { targets.filter { !$0.isTest } }

    /// Reads `<package>/Package.swift`; nil when there is none or it is not readable.
    static func read(package folder: URL) -> PackageManifest? {
        let file = folder.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return parse(text)
    }

    static func parse(_ text: String) -> PackageManifest {
        let finder = TargetFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return PackageManifest(targets: finder.targets)
    }

    /// Collects every `.target(name:…)`-style call, wherever the manifest builds its array.
    private final class TargetFinder: SyntaxVisitor {
        var targets: [Target] = []
        static let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "systemLibrary"]

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                  Self.kinds.contains(kind), kind != "macro", kind != "systemLibrary",
                  let name = stringArgument(call, "name") else { return .visitChildren }
            var target = Target(name: name, isTest: kind == "testTarget")
            target.path = stringArgument(call, "path")
            target.exclude = stringsArgument(call, "exclude")
            if let deps = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) {
                target.dependencies = deps.elements.compactMap { dependencyName($0.expression) }
            }
            targets.append(target)
            return .skipChildren
        }

        func stringArgument(_ call: FunctionCallExprSyntax, _ label: String) -> String? {
            call.arguments.first { $0.label?.text == label }.flatMap { literal($0.expression) }
        }

        func stringsArgument(_ call: FunctionCallExprSyntax, _ label: String) -> [String] {
            guard let array = call.arguments.first(where: { $0.label?.text == label })?.expression.as(ArrayExprSyntax.self) else { return [] }
            return array.elements.compactMap { literal($0.expression) }
        }

        /// `"Sliders"`, `.target(name: "X")`, `.product(name: "X", package: "p")`, `.byName(name: "X")`.
        func dependencyName(_ e: ExprSyntax) -> String? {
            if let text = literal(e) { return text }
            guard let call = e.as(FunctionCallExprSyntax.self) else { return nil }
            return stringArgument(call, "name")
        }

        func literal(_ e: ExprSyntax) -> String? {
            guard let s = e.as(StringLiteralExprSyntax.self), s.segments.count == 1,
                  case .stringSegment(let segment)? = s.segments.first else { return nil }
            return segment.content.text
        }
    }
}
