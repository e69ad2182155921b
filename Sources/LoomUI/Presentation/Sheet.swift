import LoomGraphics

/// A sheet as iOS 17 presents it on an iPhone (the large detent): the screen behind it dimmed,
/// and the sheet on the system background from 10 pt below the status bar to the bottom of the
/// screen, its top corners rounded by 10 pt, its content laid out in it as a root view is (centred,
/// offered its size). Loom does not shrink the presenting screen behind it as iOS does.
/// `fullScreen` covers the whole screen instead (`.fullScreenCover`).
public struct SheetPresentation: ViewNode {
    public var content: any ViewNode
    public var fullScreen: Bool

    public init(content: any ViewNode, fullScreen: Bool = false) {
        self.content = content
        self.fullScreen = fullScreen
    }

    static let topGap = 10.0
    static let cornerRadius = 10.0

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        if fullScreen {
            return try content.frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.background.ignoresSafeArea())
                .resolve(in: environment)
        }
        let card = UnevenRoundedRectangle(topLeadingRadius: Self.cornerRadius, bottomLeadingRadius: 0,
                                          bottomTrailingRadius: 0, topTrailingRadius: Self.cornerRadius)
        return try content.frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(card.fill(Color.background).ignoresSafeArea(edges: .bottom))
            .padding(.top, Self.topGap)
            .background(PresentationDimming.sheetColor.ignoresSafeArea())
            .resolve(in: environment)
    }
}

extension ViewNode {
    /// `.sheet(isPresented:) { content }` (and `.popover`, a sheet on iPhone).
    public func sheet(isPresented: Bool, content: any ViewNode) -> PresentingView {
        PresentingView(content: self, isPresented: isPresented, presentation: SheetPresentation(content: content))
    }

    public func fullScreenCover(isPresented: Bool, content: any ViewNode) -> PresentingView {
        PresentingView(content: self, isPresented: isPresented, presentation: SheetPresentation(content: content, fullScreen: true))
    }
}
