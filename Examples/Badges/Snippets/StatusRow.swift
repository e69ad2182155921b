// A row of badges, one per state of a document.
import Badges
import SwiftUI

HStack {
    Badge("Draft", systemImage: "pencil", tint: .gray)
    Badge("In review", systemImage: "eye", tint: .orange)
    Badge("Published", systemImage: "checkmark.seal.fill", tint: .green)
}
.padding()
