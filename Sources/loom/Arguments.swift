import LoomNotebook

/// A hand-written parser for `loom SUBCOMMAND [positionals…] [--flag value | --flag=value]`.
struct Arguments {
    var positionals: [String] = []
    var options: [String: String] = [:]
    /// Every value of a flag that may be given more than once (`--import-path A --import-path B`), in order.
    var repeated: [String: [String]] = [:]
    /// Flags without a value that were given (`--missing`).
    var flags: Set<String> = []
    /// `-h` or `--help` was given.
    var wantsHelp = false

    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Flags that may be given more than once; their values go to `repeated` (`options` has the first).
    static let repeatable: Set<String> = ["--import-path"]

    /// Parses `arguments`, accepting only `valueFlags` (each takes one value). `--` ends flags.
    init(_ arguments: [String], valueFlags: Set<String>, booleanFlags: Set<String> = []) throws {
        var index = 0
        var flagsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if flagsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            if booleanFlags.contains(name), value == nil {
                flags.insert(name)
                continue
            }
            guard valueFlags.contains(name) else {
                if booleanFlags.contains(name) { throw UsageError(description: "option '\(name)' takes no value") }
                let known = valueFlags.union(booleanFlags).union(["--help"])
                throw UsageError(description: "unknown option '\(name)'" + Suggestion.phrase(for: name, in: known.sorted()))
            }
            if value == nil {
                guard index < arguments.count else {
                    throw UsageError(description: "option '\(name)' needs a value")
                }
                value = arguments[index]
                index += 1
            }
            if let value, Self.repeatable.contains(name) {
                repeated[name, default: []].append(value)
                if options[name] == nil { options[name] = value }
                continue
            }
            guard options[name] == nil else {
                throw UsageError(description: "option '\(name)' given twice")
            }
            options[name] = value
        }
    }
}
