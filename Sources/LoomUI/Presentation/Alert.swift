import LoomGraphics

/// An alert as iOS 17 presents it: centred on a dimmed screen, 270 pt wide with 14 pt corners on
/// the alert material; the title in 17 pt semibold and the message in 13 pt, centred, 19 pt from
/// the top and above the buttons; then 44 pt buttons under hairlines, side by side when there
/// are two, stacked otherwise. A cancel button is semibold, a destructive one red; with no
/// buttons there is an OK.
public struct AlertPresentation: ViewNode {
    public var title: any ViewNode
    public var message: (any ViewNode)?
    public var buttons: [Button]

    public init(title: any ViewNode, message: (any ViewNode)? = nil, buttons: [Button] = []) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    static let width = 270.0
    static let cornerRadius = 14.0
    static let padding = 16.0
    static let verticalPadding = 19.0
    static let buttonHeight = 44.0

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let buttons = self.buttons.isEmpty ? [Button("OK")] : self.buttons
        var text: [any ViewNode] = [title.font(.system(size: 17, weight: .semibold))]
        if let message { text.append(message.font(.footnote)) }
        let header = VStack(spacing: 2, content: text)
            .multilineTextAlignment(.center)
            .padding(EdgeInsets(top: Self.verticalPadding, leading: Self.padding, bottom: Self.verticalPadding, trailing: Self.padding))
            .frame(maxWidth: .infinity)
        let hairline = PresentationDimming.separator.frame(height: PresentationDimming.hairline)
        var rows: [any ViewNode] = [header]
        if buttons.count == 2 {
            rows.append(hairline)
            rows.append(HStack(spacing: 0, content: [
                Self.cell(buttons[0], in: environment),
                PresentationDimming.separator.frame(width: PresentationDimming.hairline, height: Self.buttonHeight),
                Self.cell(buttons[1], in: environment),
            ]))
        } else {
            for button in buttons {
                rows.append(hairline)
                rows.append(Self.cell(button, in: environment))
            }
        }
        return try VStack(spacing: 0, content: rows)
            .frame(width: Self.width)
            .background(PresentationDimming.material)
            .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(PresentationDimming.color.ignoresSafeArea())
            .resolve(in: environment)
    }

    /// One button: its label in 17 pt, the accent colour (red when destructive, semibold when cancel).
    static func cell(_ button: Button, in environment: EnvironmentValues) -> any ViewNode {
        button.label
            .font(.system(size: 17, weight: button.role == .cancel ? .semibold : .regular))
            .foregroundColor(button.role == .destructive ? .red : environment.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity, minHeight: buttonHeight, maxHeight: buttonHeight)
    }
}

extension ViewNode {
    /// `.alert(title, isPresented:) { buttons } message: { text }`.
    public func alert(_ title: any ViewNode, isPresented: Bool, buttons: [Button] = [], message: (any ViewNode)? = nil) -> PresentingView {
        PresentingView(content: self, isPresented: isPresented,
                       presentation: AlertPresentation(title: title, message: message, buttons: buttons))
    }
}
