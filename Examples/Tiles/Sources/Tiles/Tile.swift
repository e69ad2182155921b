import SwiftUI

/// A square tile: a symbol over a title, on a rounded, tinted ground.
public struct Tile: View {
    var title: String
    var symbol: String
    var tint: Color

    public init(_ title: String, symbol: String, tint: Color = .blue) {
        self.title = title
        self.symbol = symbol
        self.tint = tint
    }

    public var body: some View {
        VStack(spacing: 8) {
            Image(systemName: symbol)
                .font(.system(size: 28))
            Text(title)
                .font(.headline)
        }
        .foregroundStyle(.white)
        .frame(width: 110, height: 110)
        .background(tint, in: RoundedRectangle(cornerRadius: 20))
    }
}

#Preview("Sun", traits: .sizeThatFitsLayout) {
    Tile("Sun", symbol: "sun.max.fill", tint: .orange)
        .padding()
}

#Preview("Fixed", traits: .fixedLayout(width: 200, height: 160)) {
    Tile("Moon", symbol: "moon.fill", tint: .indigo)
}
