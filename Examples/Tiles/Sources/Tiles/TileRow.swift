import SwiftUI

/// Tiles side by side, as many as there are titles.
public struct TileRow: View {
    var tiles: [(String, String, Color)]

    public init(_ tiles: [(String, String, Color)]) { self.tiles = tiles }

    public var body: some View {
        HStack(spacing: 12) {
            ForEach(0..<tiles.count, id: \.self) { index in
                Tile(tiles[index].0, symbol: tiles[index].1, tint: tiles[index].2)
            }
        }
    }
}

struct TileRow_Previews: PreviewProvider {
    static let weather: [(String, String, Color)] = [
        ("Sun", "sun.max.fill", .orange),
        ("Rain", "cloud.rain.fill", .blue),
        ("Snow", "snowflake", .teal),
    ]

    static var previews: some View {
        Group {
            TileRow(weather)
                .padding()
                .previewDisplayName("Weather")
                .previewLayout(.sizeThatFits)
            TileRow(weather)
                .padding()
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Weather, dark")
                .previewLayout(.sizeThatFits)
        }
    }
}

#Preview("On its side", traits: .landscapeLeft) {
    TileRow(TileRow_Previews.weather)
}
