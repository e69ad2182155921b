// swiftc: skip
// UserDefaults starts empty in a notebook (no earlier launch), keeps what blocks set, and
// falls back to registered defaults. (This machine's swiftc has no UserDefaults to check it.)
import Foundation
let d = UserDefaults.standard
d.register(defaults: ["volume": 5, "name": "guest"])
print(d.integer(forKey: "volume"), d.string(forKey: "name") ?? "-", d.bool(forKey: "missing"), d.object(forKey: "missing") == nil)  // expect: 5 guest false true
d.set(true, forKey: "isAnimatedOffset")
d.set(2.5, forKey: "scale")
d.set("kim", forKey: "name")
d.set([1, 2], forKey: "list")
print(UserDefaults.standard.bool(forKey: "isAnimatedOffset"), d.double(forKey: "scale"), d.string(forKey: "name")!, d.array(forKey: "list")!.count) // expect: true 2.5 kim 2
d.removeObject(forKey: "name")
print(d.string(forKey: "name") ?? "-", d.integer(forKey: "scale")) // expect: guest 2
