import SwiftSyntax

/// What `#if`, `#available` and `#unavailable` see. Loom builds code as Xcode builds it for an
/// iOS 17 device in the Debug configuration, because that is what SwiftUI docs and libraries are
/// written against; a page can pick another Apple platform (`platform: macOS`). A plain Swift
/// script (`loom run` on a file that imports no Apple UI framework) is built for the machine it
/// runs on, as `swiftc` here builds it: Linux.
public struct CompilationConditions: Sendable, Equatable {
    public enum Platform: String, CaseIterable, Sendable {
        case iOS, macOS, tvOS, watchOS, visionOS, Linux

        /// The OS version Loom pretends to run (the release whose SwiftUI it follows).
        var version: [Int] {
            switch self {
            case .iOS, .tvOS: return [17, 0]
            case .macOS: return [14, 0]
            case .watchOS: return [10, 0]
            case .visionOS: return [1, 0]
            case .Linux: return [0]
            }
        }

        /// The names an availability spec may use for this platform (`iOSApplicationExtension` too).
        func matches(_ name: String) -> Bool {
            name == rawValue || name == rawValue + "ApplicationExtension"
        }
    }

    public var platform: Platform
    /// `-D` flags: `DEBUG`, as in Xcode's Debug configuration.
    public var flags: Set<String>
    /// The language mode `swift(>=…)` compares with: Swift 6 compilers default to Swift 5 mode
    /// (`swift FILE.swift` reports 5.10), so libraries see what they see under `swiftc`.
    public var languageVersion: [Int] = [5, 10]
    /// The compiler `compiler(>=…)` compares with: the toolchain Loom was built with.
    public var compilerVersion: [Int] = CompilationConditions.toolchainVersion
    /// Modules `canImport` finds besides the platform's own (libraries on the import path).
    public var libraryModules: Set<String> = []

    public init(platform: Platform = .iOS, flags: Set<String> = ["DEBUG"]) {
        self.platform = platform
        self.flags = flags
    }

    public static let iOSDevice = CompilationConditions()

    /// The Apple modules each platform ships that Loom stands in for.
    var systemModules: Set<String> {
        if platform == .Linux { return ["Swift", "Foundation", "Glibc", "Dispatch", "FoundationEssentials"] }
        var modules: Set<String> = ["Swift", "SwiftUI", "Foundation", "CoreGraphics", "Combine", "Darwin", "Observation", "CoreFoundation", "Dispatch"]
        switch platform {
        case .macOS: modules.insert("AppKit")
        case .iOS, .tvOS, .visionOS: modules.insert("UIKit")
        case .watchOS: modules.insert("WatchKit")
        case .Linux: break
        }
        return modules
    }

    /// Evaluates the condition of an `#if` / `#elseif` clause.
    func evaluate(_ e: ExprSyntax) throws -> Bool {
        if let b = e.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let d = e.as(DeclReferenceExprSyntax.self) { return flags.contains(d.baseName.text) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let inner = t.elements.first {
            return try evaluate(inner.expression)
        }
        if let p = e.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return try !evaluate(p.expression) }
        if let s = e.as(SequenceExprSyntax.self) { return try evaluateSequence(Array(s.elements)) }
        if let i = e.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            switch op {
            case "&&": return try evaluate(i.leftOperand) && evaluate(i.rightOperand)
            case "||": return try evaluate(i.leftOperand) || evaluate(i.rightOperand)
            default: break
            }
        }
        if let call = e.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let argument = call.arguments.first?.expression {
            let text = argument.trimmedDescription
            switch name {
            case "os": return platform.rawValue == text
            case "canImport": return systemModules.contains(text) || libraryModules.contains(text)
            case "targetEnvironment": return false  // a device build: neither simulator nor Catalyst
            case "arch": return text == (platform == .Linux ? Self.hostArchitecture : "arm64")
            case "hasFeature", "hasAttribute": return true
            case "_endian": return text == "little"
            case "_pointerBitWidth": return text == "_64"
            case "swift", "compiler":
                return try compareVersion(argument, with: name == "swift" ? languageVersion : compilerVersion)
            default: break
            }
        }
        throw ScriptError(.none, "unsupported compilation condition '\(e.trimmedDescription)'")
    }

    /// `a || b && c` before operator folding: `&&` binds tighter than `||`.
    private func evaluateSequence(_ elements: [ExprSyntax]) throws -> Bool {
        var disjunction = false
        var conjunction = true
        var index = 0
        while index < elements.count {
            conjunction = try conjunction && evaluate(elements[index])
            let op = index + 1 < elements.count ? elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text : nil
            if op != "&&" {
                disjunction = disjunction || conjunction
                conjunction = true
            }
            index += 2
        }
        return disjunction
    }

    /// `swift(>=5.9)`, `compiler(<6)`.
    private func compareVersion(_ e: ExprSyntax, with current: [Int]) throws -> Bool {
        let text = e.trimmedDescription.replacingOccurrences(of: " ", with: "")
        let op = text.hasPrefix(">=") ? ">=" : text.hasPrefix("<") ? "<" : ""
        guard !op.isEmpty else { throw ScriptError(.none, "unsupported version check '\(text)'; use '>=' or '<'") }
        let wanted = text.dropFirst(op.count).split(separator: ".").compactMap { Int($0) }
        let atLeast = Self.compare(current, wanted) >= 0
        return op == ">=" ? atLeast : !atLeast
    }

    static func compare(_ a: [Int], _ b: [Int]) -> Int {
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : 0, y = i < b.count ? b[i] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }

    /// `#available(iOS 16, macOS 13, *)`: true when this platform's spec is met, or when it is
    /// not listed and `*` covers it.
    func isAvailable(_ arguments: AvailabilityArgumentListSyntax) -> Bool {
        // Linux is no availability platform: swiftc warns about the name and `*` answers.
        if platform == .Linux { return true }
        for argument in arguments {
            guard case .availabilityVersionRestriction(let r) = argument.argument, platform.matches(r.platform.text) else { continue }
            let wanted = r.version.map { v -> [Int] in
                [Int(v.major.text) ?? 0] + v.components.compactMap { Int($0.number.text) }
            } ?? [0]
            return Self.compare(platform.version, wanted) >= 0
        }
        return true
    }

    /// The processor Loom runs on, which a Linux script is built for.
    static let hostArchitecture: String = {
        #if arch(arm64)
        return "arm64"
        #else
        return "x86_64"
        #endif
    }()

    /// The compiler this binary was built with, which is the toolchain beside it (and the
    /// Swift runtime Loom ships with: `loom --version` prints it).
    public static let toolchainVersion: [Int] = {
        #if compiler(>=6.4)
        return [6, 4]
        #elseif compiler(>=6.3.3)
        return [6, 3, 3]
        #elseif compiler(>=6.3.2)
        return [6, 3, 2]
        #elseif compiler(>=6.3.1)
        return [6, 3, 1]
        #elseif compiler(>=6.3)
        return [6, 3]
        #elseif compiler(>=6.2)
        return [6, 2]
        #elseif compiler(>=6.1)
        return [6, 1]
        #else
        return [6, 0]
        #endif
    }()
}
