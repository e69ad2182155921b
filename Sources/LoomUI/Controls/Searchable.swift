import LoomGraphics

/// `.searchable(text:prompt:)`: iOS 17's search bar over the view — inside a navigation stack it
/// sits under the title, where UINavigationBar places its search controller. A 36 pt field with
/// 10 pt corners on the tertiary fill, 16 pt from the screen's sides, holding a magnifying glass
/// and the prompt (or the text) in 17 pt; the view it searches follows below.
public struct SearchBar: LeafView {
    public var text: String
    public var prompt: String

    public init(text: String, prompt: String = "Search") {
        self.text = text
        self.prompt = prompt
    }

    static let height = 36.0
    static let cornerRadius = 10.0
    static let margin = 16.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let words = text.isEmpty ? Text(prompt).foregroundColor(ControlPalette.secondaryLabel) : Text(text)
        return try HStack(spacing: 6, content: [
            Image(systemName: "magnifyingglass").foregroundColor(ControlPalette.secondaryLabel),
            words.lineLimit(1).frame(maxWidth: .infinity, alignment: .leading),
        ])
        .font(.system(size: 17))
        .padding(.horizontal, 8)
        .frame(height: Self.height)
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(ControlPalette.tertiaryFill))
        .padding(EdgeInsets(top: 2, leading: Self.margin, bottom: 8, trailing: Self.margin))
        .resolveSingle(in: environment)
    }
}

/// A view with iOS's search bar above it. A navigation stack looks through it to its content
/// (a grouped list carries its grey up under the title and the bar).
public struct SearchableView: ViewNode {
    public var content: any ViewNode
    public var bar: SearchBar

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try VStack(spacing: 0, content: [bar, content]).resolve(in: environment)
    }
}

extension ViewNode {
    /// The view with iOS's search bar above it.
    public func searchable(text: String, prompt: String = "Search") -> SearchableView {
        SearchableView(content: self, bar: SearchBar(text: text, prompt: prompt))
    }
}
