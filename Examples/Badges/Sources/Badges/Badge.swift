import SwiftUI

/// A short label in a coloured capsule: a status, a count, a tag.
public struct Badge: View {
    /// The words in the capsule.
    public var title: String
    /// The SF Symbol drawn before the title.
    public var systemImage: String?
    /// The colour of the title and of the capsule behind it.
    public var tint: Color

    /// Makes a badge.
    ///
    /// - Parameters:
    ///   - title: The words in the capsule.
    ///   - systemImage: The name of an SF Symbol drawn before the title, if any.
    ///   - tint: The colour of the title and, faintly, of the capsule.
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
