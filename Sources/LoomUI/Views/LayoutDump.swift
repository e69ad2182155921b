import LoomGraphics

/// The laid-out tree of `view` as text: one line per node, indented by depth, with its frame in
/// points (x, y, width, height) relative to the view's top-leading corner — e.g.
/// `VStack (0, 0, 100, 78)` / `  Frame (25, 0, 50, 50)`. Frames are snapped to the pixel grid
/// of `scale`, as rendering does.
public func layoutDump(_ view: any ViewNode, proposal: ProposedSize = .unspecified, scale: Double = 2) throws -> String {
    try renderImage(view, proposal: proposal, scale: scale).frames.map(\.description).joined(separator: "\n")
}
