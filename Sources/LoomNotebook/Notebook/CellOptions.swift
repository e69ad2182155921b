import LoomGraphics
import LoomScript
import LoomUI

/// How a cell runs and shows, from words in its info string (```` ```swift hidden scale=3 ````)
/// and `//| key: value` lines at the top of its code. Unknown keys and bad values are errors on
/// the cell (typed options that reject what they don't know).
public struct CellOptions: Equatable, Sendable {
    /// Show the code (`echo: false` shows only the outputs; `hidden` neither).
    public var echo = true
    /// Run the code (`eval: false` shows it without running).
    public var eval = true
    /// Show what the code produced (`output: false` hides it).
    public var showOutput = true
    /// The cell is meant to fail (`error: true`): its diagnostics are shown and it counts as ok;
    /// running cleanly is then the error.
    public var expectsError = false
    /// A caption under the cell's images.
    public var caption: String?
    /// The images' alternative text (default: the caption, else a description of the block).
    public var alt: String?
    /// What pictures are drawn on (`background: white`, `#RRGGBB`); nil is transparent.
    public var background: RGBA?
    /// `colorScheme: dark` renders with SwiftUI's dark palette.
    public var colorScheme: ColorScheme = .light
    /// The file name of the cell's first image inside the page's image folder (`output: ring.png`).
    public var outputName: String?
    /// The size proposed to the cell's views, in points (`size: 300x200`, `size: ideal` for
    /// `.unspecified`); nil = the phone-width canvas (`canvasProposal`).
    public var size: ProposedSize?
    /// The device whose screen the cell's views are shown on (`device: iPhone 15`); it replaces
    /// `size`, and a later `size` replaces it.
    public var device: Device?
    /// A screen of exactly this many points with no safe areas (`canvas: 200x160`): the view is
    /// offered its size and centred on the system background, as Xcode's canvas shows a preview
    /// with `.fixedLayout(width:height:)` or a device on its side. It replaces `size` and `device`.
    public var canvas: Size?
    /// Draw the device's status bar over the picture (`chrome: status-bar`; `chrome: none`).
    public var statusBar = false
    /// A name shown above the code (`title="Ring.swift"`).
    public var title: String?
    /// Pixels per point for the cell's images (`scale: 3`).
    public var scale: Double?
    /// How far the cell's picture may drift from its reference in `loom check`
    /// (`tolerance: deltaE=3 precision=0.99`; see `ToleranceOverride`). [check]
    public var tolerance = ToleranceOverride()
    /// The limits the cell runs under, over the command line's (`budget: steps=100000`).
    public var budget = BudgetOverride()
    /// The Apple platform `#if os(…)`, `canImport` and `#available` are decided for
    /// (`platform: macOS`); nil is an iOS 17 device.
    public var platform: CompilationConditions.Platform?
    /// Whether and how long the cell's views animate (`animate: 2s`, `animate: false`).
    public var animate = Animate.auto
    /// Frames per second of an animated picture (`fps: 30`).
    public var fps = 30
    /// Which frame of an animated picture is its still (`poster: start`, `poster: end`, `poster: 0.5s`).
    public var poster = Poster.start

    public enum Animate: Equatable, Sendable {
        /// Animated when the view moves, for as long as its animations last.
        case auto
        /// Always a still (the view as it first appears).
        case off
        /// Animated when the view moves, for this many seconds.
        case seconds(Double)
    }

    public enum Poster: Equatable, Sendable {
        case start, end
        case seconds(Double)
    }

    public init() {}

    /// The longest `output:` name, in UTF-8 bytes.
    public static let maximumOutputNameBytes = 200

    /// The keys `//|` lines and `key=value` words may use.
    public static let keys = ["echo", "eval", "output", "error", "caption", "alt", "title", "size", "device", "canvas", "chrome", "scale", "background", "colorScheme", "hidden", "tolerance", "budget", "platform", "animate", "fps", "poster"]

    /// A problem with one option, located in the cell's code (`//|` lines) or on the fence line.
    public struct Problem: Equatable, Sendable {
        /// 1-based line within the cell's code; 0 means the fence's info string.
        public var line: Int
        /// 1-based column (UTF-8 bytes + 1) within that line.
        public var column: Int
        public var message: String
    }

    /// Reads the options of a cell. Later settings win: page defaults, then the info string,
    /// then `//|` lines.
    public static func parse(info: String, source: String, defaults: CellOptions = CellOptions())
        -> (options: CellOptions, problems: [Problem]) {
        var options = defaults
        var problems: [Problem] = []
        for (key, value, column) in infoSettings(info) {
            if let message = options.apply(key: key, value: value) {
                problems.append(Problem(line: 0, column: column, message: message))
            }
        }
        for (index, line) in optionLines(source).enumerated() {
            let (key, value, column) = line
            if let message = options.apply(key: key, value: value) {
                problems.append(Problem(line: index + 1, column: column, message: message))
            }
        }
        return (options, problems)
    }

    /// The number of `//|` lines at the top of `source`.
    public static func optionLineCount(_ source: String) -> Int {
        var count = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//|") else { break }
            count += 1
        }
        return count
    }

    /// Sets one option; returns an error message when the key or value is not understood.
    public mutating func apply(key: String, value: String?) -> String? {
        func bool() -> Bool? {
            switch value?.lowercased() {
            case nil, "true", "yes": return true
            case "false", "no": return false
            default: return nil
            }
        }
        let badBool = "option '\(key)' expects true or false, not '\(value ?? "")'"
        switch key {
        case "hidden":
            // Runs for its side effects only: neither code nor outputs show (errors still do).
            guard let flag = bool() else { return badBool }
            echo = !flag
            showOutput = !flag
        case "echo":
            guard let flag = bool() else { return badBool }
            echo = flag
        case "eval":
            guard let flag = bool() else { return badBool }
            eval = flag
        case "error":
            guard let flag = bool() else { return badBool }
            expectsError = flag
        case "caption":
            guard let value, !value.isEmpty else { return "option 'caption' needs some text" }
            caption = value
        case "alt":
            guard let value, !value.isEmpty else { return "option 'alt' needs some text" }
            alt = value
        case "background":
            guard let value, let color = Self.color(value) else {
                return "option 'background' expects transparent, white, black or #RRGGBB, not '\(value ?? "")'"
            }
            background = color == .clear ? nil : color
        case "colorScheme":
            switch value {
            case "light": colorScheme = .light
            case "dark": colorScheme = .dark
            default: return "option 'colorScheme' expects light or dark, not '\(value ?? "")'"
            }
        case "output":
            switch value?.lowercased() {
            case nil, "true", "yes": showOutput = true
            case "false", "no": showOutput = false
            default:
                let name = value ?? ""
                guard name.hasSuffix(".png"), !name.contains("/"), !name.contains("\\"), !name.hasPrefix(".") else {
                    return "option 'output' expects false or a file name ending in .png, not '\(name)'"
                }
                // File systems take 255 bytes per name; leave room for `.layout.txt` and temporary names.
                guard name.utf8.count <= Self.maximumOutputNameBytes,
                      !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
                    return "option 'output' expects a file name of at most \(Self.maximumOutputNameBytes) bytes without control characters"
                }
                outputName = name
            }
        case "size":
            if value?.lowercased() == "ideal" {
                // The view's ideal size, as `ImageRenderer` draws it.
                size = .unspecified
                device = nil
                canvas = nil
                return nil
            }
            let parts = (value ?? "").lowercased().split(separator: "x", omittingEmptySubsequences: false)
            func length(_ text: Substring) -> Double?? {
                if text == "_" || text == "nil" { return .some(nil) }
                // Past 100,000 pt no picture fits the pixel limit; 1e308 would overflow to infinity at 2×.
                guard let number = Double(text), number > 0, number <= 100_000 else { return nil }
                return .some(number)
            }
            guard parts.count == 2, let width = length(parts[0]), let height = length(parts[1]) else {
                return "option 'size' expects ideal or WIDTHxHEIGHT in points up to 100000 (like 300x200), not '\(value ?? "")'"
            }
            size = ProposedSize(width: width, height: height)
            device = nil
            canvas = nil
        case "canvas":
            let parts = (value ?? "").lowercased().split(separator: "x", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count == 2, let width = parts[0], let height = parts[1], width > 0, height > 0,
                  width <= 100_000, height <= 100_000 else {
                return "option 'canvas' expects WIDTHxHEIGHT in points up to 100000 (like 200x160), not '\(value ?? "")'"
            }
            canvas = Size(width: width, height: height)
            size = nil
            device = nil
        case "device":
            guard let value, let named = Device.named(value) else {
                return Self.unknownDevice(value ?? "")
            }
            device = named
            size = nil
            canvas = nil
        case "platform":
            let names = CompilationConditions.Platform.allCases.map(\.rawValue)
            guard let value, let platform = CompilationConditions.Platform.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) else {
                return "option 'platform' expects one of \(names.joined(separator: ", ")), not '\(value ?? "")'" + Suggestion.phrase(for: value ?? "", in: names)
            }
            self.platform = platform
        case "chrome":
            switch value?.lowercased() {
            case "status-bar": statusBar = true
            case "none": statusBar = false
            default: return "option 'chrome' expects status-bar or none, not '\(value ?? "")'"
            }
        case "scale":
            // Apple's displays have 1, 2 or 3 pixels per point; anything else is a typo.
            guard let number = Double(value ?? ""), [1, 2, 3].contains(number) else {
                return "option 'scale' expects 1, 2 or 3 pixels per point, not '\(value ?? "")'"
            }
            scale = number
        case "title":
            // ```` ```swift title="Ring.swift" ````: a name shown above the code, as doc sites do.
            guard let value, !value.isEmpty else { return "option 'title' expects a name" }
            title = value
        case "tolerance":  // [check]
            if let message = tolerance.parse(value) { return message }
        case "budget":
            if let message = budget.parse(value) { return message }
        case "animate":
            switch value?.lowercased() {
            case nil, "true", "yes": animate = .auto
            case "false", "no": animate = .off
            default:
                guard let seconds = Self.seconds(value), seconds > 0, seconds <= 60 else {
                    return "option 'animate' expects true, false or a duration up to 60 s (`animate: 2s`), not '\(value ?? "")'"
                }
                animate = .seconds(seconds)
            }
        case "fps":
            guard let number = Int(value ?? ""), (1...60).contains(number) else {
                return "option 'fps' expects a whole number of frames per second from 1 to 60, not '\(value ?? "")'"
            }
            fps = number
        case "poster":
            switch value?.lowercased() {
            case "start", "first": poster = .start
            case "end", "last": poster = .end
            default:
                guard let seconds = Self.seconds(value), seconds >= 0 else {
                    return "option 'poster' expects start, end or a time (`poster: 0.5s`), not '\(value ?? "")'"
                }
                poster = .seconds(seconds)
            }
        default:
            return "unknown option '\(key)'" + Suggestion.phrase(for: key, in: Self.keys) + " (known: \(Self.keys.joined(separator: ", ")))"
        }
        return nil
    }

    /// `2s`, `2.5 s`, `500ms` or a bare number of seconds.
    static func seconds(_ text: String?) -> Double? {
        guard var text = text?.lowercased().filter({ $0 != " " }) else { return nil }
        var factor = 1.0
        if text.hasSuffix("ms") { factor = 0.001; text.removeLast(2) } else if text.hasSuffix("s") { text.removeLast() }
        guard let number = Double(text), number.isFinite else { return nil }
        return number * factor
    }

    /// What the cell's views are proposed when they are not on a device: `size`, else the
    /// phone-width canvas (`Device.phoneCanvasWidth` wide, any height), where a long `Text` wraps
    /// and flexible controls stretch as on an iPhone, while a view with its own frame keeps it.
    public var canvasProposal: ProposedSize {
        size ?? ProposedSize(width: Device.phoneCanvasWidth, height: nil)
    }

    /// The screen the cell's views are shown on: its `device`, or its `canvas` as a screen without
    /// safe areas; nil draws them at the size they take for `canvasProposal`.
    public var screen: Device? {
        if let device { return device }
        guard let canvas, var screen = Device.all.first else { return nil }
        screen.name = "canvas \(canvas.width)x\(canvas.height)"
        screen.screen = canvas
        screen.safeAreaInsets = EdgeInsets()
        return screen
    }

    /// An unknown `device:` name, with the closest known one and the list.
    static func unknownDevice(_ name: String) -> String {
        let names = Device.all.map(\.name)
        var message = "option 'device' expects a device name, not '\(name)'"
        // A cut-short name (`iPhone 15 Pr`) means the shortest device it starts; else the closest spelling.
        let typed = name.lowercased()
        let started = names.filter { $0.lowercased().hasPrefix(typed) && typed.count >= 4 }.min { $0.count < $1.count }
        if let close = started ?? Suggestion.closest(to: typed, in: names.map { $0.lowercased() }).flatMap({ lower in names.first { $0.lowercased() == lower } }) {
            message += "; did you mean '\(close)'?"
        }
        return message + " (known: \(names.joined(separator: ", ")))"
    }

    /// `swift hidden scale=3 caption: "A ring"` → (hidden, nil), (scale, 3), (caption, A ring),
    /// each with the column of its key within the info string (1-based).
    static func infoSettings(_ info: String) -> [(String, String?, Int)] {
        var tokens: [(text: String, column: Int)] = []
        var current = ""
        var start = 0
        var quote: Character?
        var column = 0
        for character in info {
            column += character.utf8.count
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
                continue
            }
            if character == "\"" || character == "'" {
                if current.isEmpty { start = column }
                quote = character
                continue
            }
            if character == " " || character == "\t" {
                if !current.isEmpty { tokens.append((current, start)); current = "" }
                continue
            }
            if current.isEmpty { start = column }
            current.append(character)
        }
        if !current.isEmpty { tokens.append((current, start)) }
        var settings: [(String, String?, Int)] = []
        var index = 1  // skip the language
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.text.hasSuffix(":") {
                let key = String(token.text.dropLast())
                let value = index < tokens.count ? tokens[index].text : nil
                if value != nil { index += 1 }
                settings.append((key, value, token.column))
            } else if let separator = token.text.firstIndex(where: { $0 == "=" || $0 == ":" }) {
                settings.append((String(token.text[..<separator]),
                                 String(token.text[token.text.index(after: separator)...]), token.column))
            } else {
                settings.append((token.text, nil, token.column))
            }
        }
        return settings
    }

    /// The `key: value` pairs of the `//|` lines at the top of `source`, with the key's column.
    static func optionLines(_ source: String) -> [(String, String?, Int)] {
        var result: [(String, String?, Int)] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix(while: { $0 == " " || $0 == "\t" })
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix("//|") else { break }
            let body = rest.dropFirst(3)
            let leading = body.prefix(while: { $0 == " " || $0 == "\t" })
            let setting = body.dropFirst(leading.count)
            let column = indent.utf8.count + 3 + leading.utf8.count + 1
            guard let colon = setting.firstIndex(of: ":") else {
                let key = setting.trimming(" \t\r")
                result.append((key, nil, column))
                continue
            }
            let key = setting[..<colon].trimming(" \t")
            var value = setting[setting.index(after: colon)...].trimming(" \t\r")
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            result.append((key, value.isEmpty ? nil : value, column))
        }
        return result
    }

    /// `transparent`, `white`, `black`, `#RRGGBB` or `#RRGGBBAA`.
    static func color(_ text: String) -> RGBA? {
        switch text.lowercased() {
        case "transparent", "clear": return .clear
        case "white": return .white
        case "black": return .black
        default: break
        }
        guard text.hasPrefix("#"), text.count == 7 || text.count == 9,
              let value = UInt32(text.dropFirst(), radix: 16) else { return nil }
        let bytes = text.count == 7 ? value << 8 | 0xFF : value
        return RGBA(bytes: Int(bytes >> 24), Int((bytes >> 16) & 0xFF), Int((bytes >> 8) & 0xFF),
                    alpha: Double(bytes & 0xFF) / 255)
    }
}

extension StringProtocol {
    func trimming(_ set: String) -> String {
        let characters = Set(set)
        var slice = Substring(self)
        while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }

}
