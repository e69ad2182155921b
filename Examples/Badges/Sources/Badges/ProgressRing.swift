import SwiftUI

/// How far along something is, as a ring that fills clockwise from the top, with the percentage inside.
public struct ProgressRing: View {
    public var progress: Double
    public var tint: Color
    public var lineWidth: CGFloat

    public init(progress: Double, tint: Color = .green, lineWidth: CGFloat = 10) {
        self.progress = min(max(progress, 0), 1)
        self.tint = tint
        self.lineWidth = lineWidth
    }

    public var body: some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int((progress * 100).rounded()))%")
                .font(.headline)
                .foregroundStyle(.primary)
        }
        .padding(lineWidth / 2)
    }
}
