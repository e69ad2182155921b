import SwiftUI

// 2,000 views from a ForEach in a script `body`, built, laid out and drawn.
struct Swatches: View {
    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.fixed(6), spacing: 1), count: 50), spacing: 1) {
            ForEach(0..<2000) { i in
                RoundedRectangle(cornerRadius: 1)
                    .fill(i % 3 == 0 ? Color.orange : Color.blue.opacity(Double(i % 10) / 10))
                    .frame(width: 6, height: 6)
            }
        }
        .padding(4)
    }
}
Swatches()
