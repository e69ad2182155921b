import SwiftUI

/// A rating out of `maximum` as a row of stars, filled up to `rating`.
public struct RatingStars: View {
    public var rating: Int
    public var maximum: Int

    public init(rating: Int, maximum: Int = 5) {
        self.rating = rating
        self.maximum = maximum
    }

    public var body: some View {
        HStack(spacing: 2) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: index <= rating ? "star.fill" : "star")
                    .foregroundStyle(index <= rating ? Color.orange : Color.secondary)
            }
        }
    }
}
