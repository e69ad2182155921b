import LoomGraphics

/// The size `view` chooses for `proposal`, laid out but not drawn: what UIKit's
/// `UIHostingController.sizeThatFits(in:)` answers for a SwiftUI view.
public func sizeThatFits(_ view: any ViewNode, proposal: ProposedSize, environment: EnvironmentValues = EnvironmentValues()) throws -> Size {
    var environment = environment
    environment.presentation = PresentationPreferences()
    return try view.resolveSingle(in: environment).sizeThatFits(proposal)
}
