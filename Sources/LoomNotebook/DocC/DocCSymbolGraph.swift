import Foundation
import LoomScript

/// The symbol graphs that give docc a module's API, made from `ModuleInterface` (its sources'
/// syntax) because a SwiftUI library cannot be compiled here to make them the usual way
/// (`swift build -emit-symbol-graph`). With them a catalog's ``Badge`` links resolve and each
/// public type, member and function gets its reference page, documentation comment included.
///
/// Like the compiler's, the graph of a module is `Name.symbols.json`, and the members it adds to
/// another module's types go to `Name@Other.symbols.json`, one file per extended module.
enum DocCSymbolGraph {
    /// File name → JSON (keys sorted, so the bytes are stable).
    static func files(for interface: ModuleInterface) -> [String: Data] {
        let module = interface.module
        /// Each type's identifier and kind, by path.
        var ids: [[String]: String] = [:]
        var kinds: [[String]: ModuleInterface.Symbol.Kind] = [:]
        var used = Set<String>()
        /// The precise identifier of each symbol, by index: its path, made unique where overloads share one.
        var symbolIDs: [String] = []
        for symbol in interface.symbols {
            let base = "s:loom:\(module):" + symbol.path.joined(separator: "/")
            var id = base
            var number = 2
            while !used.insert(id).inserted {
                id = base + "#\(number)"
                number += 1
            }
            symbolIDs.append(id)
            if symbol.kind.isType, ids[symbol.path] == nil {
                ids[symbol.path] = id
                kinds[symbol.path] = symbol.kind
            }
        }
        var graphs: [String: (symbols: [[String: Any]], relationships: [[String: Any]])] = [:]
        for (index, symbol) in interface.symbols.enumerated() {
            let id = symbolIDs[index]
            let extendedModule = symbol.extendedType.map(extendedModule(of:))
            let graph = extendedModule ?? module
            var json = self.json(symbol, id: id, module: module)
            var relationships: [[String: Any]] = []
            if let parent = symbol.parentPath {
                let kind = symbol.isRequirement ? "requirementOf" : "memberOf"
                if let parentID = ids[parent] {
                    let parentKind = kinds[parent] ?? .structure
                    if symbol.inExtension {
                        json["swiftExtension"] = ["extendedModule": module, "typeKind": parentKind.rawValue]
                    }
                    // A protocol extension's member that a requirement names is its default implementation.
                    if symbol.inExtension, parentKind == .protocolType,
                       let requirement = interface.symbols.indices.first(where: {
                           interface.symbols[$0].isRequirement && interface.symbols[$0].path == symbol.path
                       }) {
                        relationships.append(["kind": "defaultImplementationOf", "source": id, "target": symbolIDs[requirement]])
                    } else {
                        relationships.append(["kind": kind, "source": id, "target": parentID])
                    }
                } else if let extendedModule, let extended = symbol.extendedType {
                    relationships.append(["kind": kind, "source": id, "target": "s:loom:\(extendedModule):\(extended)",
                                          "targetFallback": "\(extendedModule).\(extended)"])
                    json["swiftExtension"] = ["extendedModule": extendedModule, "typeKind": typeKind(of: extended)]
                }
            }
            for inherited in symbol.inherits {
                let path = inherited.split(separator: ".").map(String.init)
                if let target = ids[path] {
                    let isClass = interface.symbols.first { $0.path == path }?.kind == .classType
                    relationships.append(["kind": isClass ? "inheritsFrom" : "conformsTo", "source": id, "target": target])
                } else {
                    relationships.append(["kind": "conformsTo", "source": id, "target": "s:loom:extern:\(inherited)",
                                          "targetFallback": inherited])
                }
            }
            graphs[graph, default: ([], [])].symbols.append(json)
            graphs[graph, default: ([], [])].relationships += relationships
        }
        if graphs[module] == nil { graphs[module] = ([], []) }
        var files: [String: Data] = [:]
        for (graph, content) in graphs {
            let document: [String: Any] = [
                "metadata": ["formatVersion": ["major": 0, "minor": 6, "patch": 0], "generator": "loom"],
                "module": ["name": module, "platform": [String: Any]()],
                "symbols": content.symbols,
                "relationships": content.relationships,
            ]
            let name = graph == module ? "\(module).symbols.json" : "\(module)@\(graph).symbols.json"
            files[name] = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        }
        return files
    }

    private static func json(_ symbol: ModuleInterface.Symbol, id: String, module: String) -> [String: Any] {
        var names: [String: Any] = ["title": symbol.title, "subHeading": fragments(symbol.subHeading)]
        if symbol.kind.isType || symbol.kind == .typeAlias {
            names["navigator"] = [["kind": "identifier", "spelling": symbol.path.last ?? symbol.title]]
        }
        var json: [String: Any] = [
            "kind": ["identifier": symbol.kind.rawValue, "displayName": symbol.kind.displayName],
            "identifier": ["precise": id, "interfaceLanguage": "swift"],
            "pathComponents": symbol.path,
            "names": names,
            "declarationFragments": fragments(symbol.declaration),
            "accessLevel": "public",
        ]
        let uri = symbol.location.map { URL(fileURLWithPath: $0.file).absoluteString }
        if let location = symbol.location, let uri {
            json["location"] = ["uri": uri, "position": ["line": location.line, "character": location.column]]
        }
        if !symbol.documentation.isEmpty {
            var comment: [String: Any] = ["module": module, "lines": symbol.documentation.map { ["text": $0] }]
            if let uri { comment["uri"] = uri }
            json["docComment"] = comment
        }
        if !symbol.parameters.isEmpty || !symbol.returns.isEmpty {
            var signature: [String: Any] = [:]
            if !symbol.parameters.isEmpty {
                signature["parameters"] = symbol.parameters.map { parameter -> [String: Any] in
                    var out: [String: Any] = ["name": parameter.name, "declarationFragments": fragments(parameter.declaration)]
                    if let internalName = parameter.internalName { out["internalName"] = internalName }
                    return out
                }
            }
            if !symbol.returns.isEmpty { signature["returns"] = fragments(symbol.returns) }
            json["functionSignature"] = signature
        }
        return json
    }

    private static func fragments(_ list: [ModuleInterface.Fragment]) -> [[String: Any]] {
        list.map { ["kind": $0.kind.rawValue, "spelling": $0.spelling] }
    }

    /// The module an extended type comes from, which the syntax does not say. The libraries Loom
    /// documents extend the standard library, CoreGraphics and SwiftUI; a wrong guess only names
    /// the "Extended Modules" heading DocC lists the members under.
    static func extendedModule(of type: String) -> String {
        let name = String(type.split(separator: ".").first ?? Substring(type))
        if standardLibraryTypes.contains(name) { return "Swift" }
        if name.hasPrefix("CG") { return "CoreGraphics" }
        if name.hasPrefix("UI") { return "UIKit" }
        if name.hasPrefix("NS") || ["Date", "URL", "Data", "UUID", "Locale", "TimeInterval"].contains(name) { return "Foundation" }
        return "SwiftUI"
    }

    private static let standardLibraryTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional", "Range", "ClosedRange",
        "Result", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "StringProtocol", "Numeric", "SignedNumeric", "BinaryInteger", "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint", "Comparable", "Equatable",
        "Hashable", "Strideable", "CaseIterable", "RawRepresentable", "AdditiveArithmetic", "Identifiable",
    ]

    /// The extended type's kind, for DocC's "Extended Structure"/"Extended Protocol" pages: the
    /// protocols these libraries extend most, else a structure.
    private static func typeKind(of type: String) -> String {
        let protocols: Set<String> = [
            "View", "Shape", "InsettableShape", "ViewModifier", "ShapeStyle", "Animatable", "VectorArithmetic",
            "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
            "RangeReplaceableCollection", "StringProtocol", "Numeric", "SignedNumeric", "BinaryInteger",
            "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "FloatingPoint", "BinaryFloatingPoint",
            "Comparable", "Equatable", "Hashable", "Strideable", "CaseIterable", "RawRepresentable",
            "AdditiveArithmetic", "Identifiable", "PreferenceKey", "EnvironmentKey", "GeometryEffect", "Layout",
        ]
        if protocols.contains(type) || type.hasSuffix("Style") && !type.hasPrefix("Any") { return "swift.protocol" }
        if type.hasPrefix("UI") || type.hasPrefix("NS") { return "swift.class" }
        return "swift.struct"
    }
}
