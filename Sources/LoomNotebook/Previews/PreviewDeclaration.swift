/// One preview found in a package's source: a `#Preview`, or one view of a `PreviewProvider`'s
/// `previews`, with where it is and what it asks of the canvas.
public struct PreviewDeclaration: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `#Preview { … }`.
        case macro
        /// A view of `TypeName.previews` (`index` among the group's views, nil when the whole
        /// `previews` is one picture).
        case provider(type: String, index: Int?)
    }

    public var kind: Kind
    /// `#Preview("Name")`'s name or the view's `previewDisplayName`.
    public var name: String?
    /// 1-based line and column in the file where the preview (or the provider's view) starts.
    public var line: Int
    public var column: Int
    /// The source text of the preview as the file has it (the `#Preview` macro, or the view's
    /// expression), shown folded under its picture.
    public var code: String
    /// Swift that draws the preview in a session that imported its module, laid out so that its
    /// line N is the file's line N (diagnostics need no mapping).
    public var block: String
    public var traits: PreviewTraits

    /// The card's title: the preview's name, else `TypeName` (and its place in the group), else
    /// `line N`.
    public var title: String {
        if let name, !name.isEmpty { return name }
        switch kind {
        case .macro: return "line \(line)"
        case .provider(let type, nil): return type
        case .provider(let type, let index?): return "\(type) \(index + 1)"
        }
    }

    /// The reference picture's file name: the title with only letters, digits, `-` and `_`.
    public var pictureName: String {
        var slug = ""
        for character in title {
            if character.isLetter || character.isNumber || character == "_" || character == "-" {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        while slug.hasPrefix("-") { slug.removeFirst() }
        return (slug.isEmpty ? "line-\(line)" : String(slug.prefix(120))) + ".png"
    }
}
