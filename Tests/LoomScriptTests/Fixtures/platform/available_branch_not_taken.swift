// swiftc: skip — decided as an iOS 17 device build, which swiftc on Linux is not.
// `if #available` alone is decided when the code is read: the branch not taken may use what the
// platform lacks (Combine's `Just` in a library's pre-iOS 14 fallback), as a compiler for the
// platform never checks it against that.
import SwiftUI

func describe(_ x: Int) -> String {
    if #available(iOS 14.0, *) {
        return "new \(x)"
    } else {
        return String(describing: Just(x))
    }
}
print(describe(1))
if #unavailable(iOS 13) { print("old") } else { print("current") }
if #available(iOS 18, *) { print(NoSuchType()) } else if #available(iOS 16, *) { print("iOS 16+") }
// expect: new 1
// expect: current
// expect: iOS 16+
