// swiftc: skip
// `"\(x, format: …)"` as SwiftUI's LocalizedStringKey interpolates it (Sliders' previews): the value's `formatted(_:)`; and equal minimum and maximum fraction digits (#11).
import SwiftUI
let x = 3.14159
print("pi is \(x, format: .number.precision(.fractionLength(2)))")
// expect: pi is 3.14
print("\(1234567, format: .number) \(0.125, format: .number.precision(.fractionLength(2))) \(3.14159.formatted(.number.precision(.fractionLength(1))))")
// expect: 1,234,567 0.12 3.1
Text("low: \(0.2, format: .number.precision(.fractionLength(2)))")
// expect: <view>
