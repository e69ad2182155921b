// swiftc: skip
// A library's own `Alignment` is the page's `Alignment`, but SwiftUI's API keeps SwiftUI's:
// `.frame(…, alignment: .leading)` and `.frame`'s default `.center` are SwiftUI.Alignment.
import SwiftUI
import Overlays
print(side(.left), side(Alignment.center)) // expect: left center
Text("x").frame(width: 100, height: 40, alignment: .leading) // expect: <view>
Text("y").frame(width: 100, height: 40) // expect: <view>
print(SwiftUI.Alignment.topLeading == SwiftUI.Alignment.topLeading) // expect: true
