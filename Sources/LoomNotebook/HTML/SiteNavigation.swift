/// The site's pages, for the sidebar every page shows.
public struct SiteNavigation: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var title: String
        /// Relative to the site root.
        public var htmlPath: String

        public init(title: String, htmlPath: String) {
            self.title = title
            self.htmlPath = htmlPath
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }
}
