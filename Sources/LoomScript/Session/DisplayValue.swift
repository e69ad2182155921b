/// A block's last value as a Playground's result view shows it: the text `print` writes, and
/// what lets a page show more than text — a colour's swatch, a collection's elements, a
/// struct's fields. Built by the interpreter, carried to the page (and the block cache) as data.
public struct DisplayValue: Codable, Equatable, Sendable {
    /// What `print` writes for the value (`Point(x: 1.0, y: 2.0)`, `[1, 2, 3]`).
    public var text: String
    /// The value's type as Swift spells it (`Point`, `[Int]`, `UIColor`).
    public var typeName: String
    public var content: Content

    public init(text: String, typeName: String = "", content: Content = .scalar) {
        self.text = text
        self.typeName = typeName
        self.content = content
    }

    public enum Content: Codable, Equatable, Sendable {
        /// Nothing more to show than the text.
        case scalar
        /// A colour, resolved for the light appearance.
        case color(Swatch)
        /// An array's or a set's elements, in order; `omitted` more were left off.
        case elements([DisplayValue], omitted: Int)
        /// A struct's, class's, tuple's or enum payload's named parts.
        case fields([Field])
        /// A dictionary's key–value pairs; `omitted` more were left off.
        case entries([Entry], omitted: Int)
    }

    /// sRGB components from 0 to 1.
    public struct Swatch: Codable, Equatable, Sendable {
        public var red, green, blue, alpha: Double

        public init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }

    public struct Field: Codable, Equatable, Sendable {
        public var name: String
        public var value: DisplayValue

        public init(name: String, value: DisplayValue) {
            self.name = name
            self.value = value
        }
    }

    public struct Entry: Codable, Equatable, Sendable {
        public var key: DisplayValue
        public var value: DisplayValue

        public init(key: DisplayValue, value: DisplayValue) {
            self.key = key
            self.value = value
        }
    }

    /// How many parts are shown before the rest is counted instead (a page is not a debugger).
    public static let shownParts = 100
}
