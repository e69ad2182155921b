import LoomGraphics

/// A confirmation dialog (an action sheet) as iOS 17 presents it on an iPhone: at the bottom of
/// a dimmed screen, 8 pt from the edges, a card with 13 pt corners holding the optional title and
/// message (13 pt, grey, centred) and a 57 pt row per action in 20 pt; then, 8 pt below, the
/// Cancel button on a card of its own in semibold. iOS adds the Cancel when no action has the
/// cancel role.
public struct ConfirmationDialogPresentation: ViewNode {
    public var title: (any ViewNode)?
    public var message: (any ViewNode)?
    public var buttons: [Button]

    public init(title: (any ViewNode)? = nil, message: (any ViewNode)? = nil, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    static let margin = 8.0
    static let cornerRadius = 13.0
    static let rowHeight = 57.0
    static let cancelBackground = Color(light: .white, dark: RGBA(bytes: 44, 44, 46))

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let cancel = buttons.first { $0.role == .cancel } ?? Button("Cancel", role: .cancel)
        let actions = buttons.filter { $0.role != .cancel }
        let hairline = PresentationDimming.separator.frame(height: PresentationDimming.hairline)
        var rows: [any ViewNode] = []
        var header: [any ViewNode] = []
        if let title { header.append(title.font(.system(size: 13, weight: .semibold))) }
        if let message { header.append(message.font(.system(size: 13))) }
        if !header.isEmpty {
            rows.append(VStack(spacing: 4, content: header)
                .foregroundColor(ControlPalette.secondaryLabel)
                .multilineTextAlignment(.center)
                .padding(EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16))
                .frame(maxWidth: .infinity))
        }
        for action in actions {
            if !rows.isEmpty { rows.append(hairline) }
            rows.append(Self.row(action, weight: .regular, in: environment))
        }
        var cards: [any ViewNode] = []
        if !rows.isEmpty {
            cards.append(VStack(spacing: 0, content: rows).background(PresentationDimming.material)
                .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius)))
        }
        cards.append(Self.row(cancel, weight: .semibold, in: environment).background(Self.cancelBackground)
            .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius)))
        return try VStack(spacing: Self.margin, content: cards)
            .padding(EdgeInsets(top: 0, leading: Self.margin, bottom: Self.margin, trailing: Self.margin))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
            .background(PresentationDimming.color.ignoresSafeArea())
            .resolve(in: environment)
    }

    static func row(_ button: Button, weight: Font.Weight, in environment: EnvironmentValues) -> any ViewNode {
        button.label
            .font(.system(size: 20, weight: weight))
            .foregroundColor(button.role == .destructive ? .red : environment.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: rowHeight, maxHeight: rowHeight)
    }
}

extension ViewNode {
    /// `.confirmationDialog(title, isPresented:, titleVisibility:) { buttons } message: { text }`:
    /// the title shows only with `titleVisible` (SwiftUI hides it by default on iPhone).
    public func confirmationDialog(_ title: any ViewNode, isPresented: Bool, titleVisible: Bool = false,
                                   buttons: [Button], message: (any ViewNode)? = nil) -> PresentingView {
        PresentingView(content: self, isPresented: isPresented,
                       presentation: ConfirmationDialogPresentation(title: titleVisible ? title : nil, message: message, buttons: buttons))
    }
}
