import SwiftUI

/// Every reading in a list that scrolls to the newest one, with `ScrollViewReader`, which Loom
/// does not have yet: this type loads with the rest of the module and fails only where a page
/// draws it.
public struct ReadingLog: View {
    public var values: [Double]

    public init(values: [Double]) {
        self.values = values
    }

    public var body: some View {
        ScrollViewReader { proxy in
            List(values.indices, id: \.self) { i in
                Text(values[i], format: .percent)
            }
            .onAppear { proxy.scrollTo(values.count - 1) }
        }
    }
}
