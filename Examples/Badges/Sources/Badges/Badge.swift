import SwiftUI

/// A short label in a coloured capsule: a status, a count, a tag.
public struct Badge: View {
    public var title: String
    public var systemImage: String?
    public var tint: Color

    public init(_ title: String, systemImage: String? = nil, tint: Color = .blue) {
        self.title = title
        self.systemImage = systemImage
        self.tint = tint
    }

    public var body: some View {
        HStack(spacing: 4) {
            if let systemImage {
                Image(systemName: systemImage)
            }
            Text(title)
        }
        .font(.caption.weight(.semibold))
        .foregroundStyle(tint)
        .padding(.horizontal, 10)
        .padding(.vertical, 4)
        .background(tint.opacity(0.15), in: Capsule())
    }
}
