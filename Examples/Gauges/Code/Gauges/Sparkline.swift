import SwiftUI

/// A line of recent readings, drawn with `Canvas`.
public struct Sparkline: View {
    public var values: [Double]

    public init(values: [Double]) {
        self.values = values
    }

    public var body: some View {
        Canvas { context, size in
            var line = Path()
            for (i, v) in values.enumerated() {
                let point = CGPoint(x: size.width * CGFloat(i) / CGFloat(max(values.count - 1, 1)), y: size.height * (1 - v))
                if i == 0 { line.move(to: point) } else { line.addLine(to: point) }
            }
            context.stroke(line, with: .color(Palette.fill), lineWidth: 2)
        }
        .frame(width: 120, height: 40)
    }
}
