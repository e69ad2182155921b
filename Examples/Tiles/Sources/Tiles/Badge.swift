import SwiftUI

/// A count in a capsule, for the corner of a tile.
public struct Badge: View {
    var count: Int

    public init(_ count: Int) { self.count = count }

    public var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.red))
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        HStack {
            Badge(3)
            Badge(42)
            Badge(120)
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}

#Preview {
    Tile("Mail", symbol: "envelope.fill")
        .overlay(alignment: .topTrailing) {
            Badge(7)
                .offset(x: 8, y: -8)
        }
}
