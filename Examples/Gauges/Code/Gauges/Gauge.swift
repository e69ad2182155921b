import SwiftUI

/// A circular gauge: a track, a filled arc and the value in the middle.
public struct RingGauge: View {
    public var value: Double
    public var lineWidth: CGFloat

    public init(value: Double, lineWidth: CGFloat = 10) {
        self.value = value
        self.lineWidth = lineWidth
    }

    public var body: some View {
        ZStack {
            Circle().strokeBorder(Palette.track, lineWidth: lineWidth)
            Arc(fraction: CGFloat(value))
                .strokeBorder(Palette.fill, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            label
        }
        .frame(width: 90, height: 90)
    }

    @ViewBuilder var label: some View {
        if #available(iOS 16, macOS 13, *) {
            Text(value, format: .percent.precision(.fractionLength(0)))
                .font(.headline.monospacedDigit())
        } else {
            Text("\(Int(value * 100))%")
        }
    }
}

/// Puts a gauge (or anything) on a rounded card.
public struct CardStyle: ViewModifier {
    public var tint: Color

    public func body(content: Content) -> some View {
        content
            .padding(14)
            .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 16))
    }
}

extension View {
    public func card(tint: Color = Palette.fill) -> some View {
        modifier(CardStyle(tint: tint))
    }
}
