// swiftc: skip
// `.constant(.red)` as previews pass it: the implicit member inside takes the binding's value type, for a `Binding<Color>` and for a `@Binding var color: Color` filled by the memberwise initializer (#11, #19). Needs SwiftUI.
import SwiftUI
struct Swatch: View {
    @Binding var color: Color
    @Binding var size: CGFloat
    var body: some View { color.frame(width: size, height: size) }
}
let binding: Binding<Color> = .constant(.blue)
print(binding.wrappedValue)
// expect: blue
Swatch(color: .constant(.red), size: .constant(20))
// expect: <view>
