// PureSwiftUITools — a grid of views made from their column and row.
import SwiftUI
import PureSwiftUI

/// `columns × rows` cells, each built by `content(column, row)`, laid out in rows of `HStack`s
/// inside a `VStack`, `spacing` apart in both directions.
struct GridView<Content: View>: View {
    let columns: Int
    let rows: Int
    let spacing: CGFloat
    let content: (Int, Int) -> Content

    init(_ columns: Int, _ rows: Int, spacing: CGFloat = 0, @ViewBuilder content: @escaping (Int, Int) -> Content) {
        self.columns = columns
        self.rows = rows
        self.spacing = spacing
        self.content = content
    }

    /// A square grid: `size × size` cells.
    init(_ size: Int, spacing: CGFloat = 0, @ViewBuilder content: @escaping (Int, Int) -> Content) {
        self.columns = size
        self.rows = size
        self.spacing = spacing
        self.content = content
    }

    var body: some View {
        VStack(spacing: spacing) {
            ForEach(0..<rows) { row in
                HStack(spacing: spacing) {
                    ForEach(0..<columns) { column in
                        content(column, row)
                    }
                }
            }
        }
    }
}
