// swiftc: skip
// UIKit's UIEdgeInsets, as PureSwiftUIDesign's `CGRect.inset(_:_:_:_:)` passes them to `inset(by:)`; left and right are leading and trailing (#11). Needs UIKit, so not checked with swiftc.
import UIKit
let r = CGRect(x: 0, y: 0, width: 100, height: 50)
print(r.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
// expect: (2.0, 1.0, 94.0, 46.0)
let insets = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
print(insets.left, insets.right, UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
// expect: 6.0 8.0 true
