// CGRect's Core Graphics rules: standardized negative sizes, null for no overlap, half-open containment.
import Foundation

func show(_ r: CGRect) -> String { "\(r.minX) \(r.minY) \(r.width) \(r.height)" }
let r = CGRect(x: 10, y: 20, width: -4, height: 6)
print(show(r.standardized))                                   // expect: 6.0 20.0 4.0 6.0
print(r.minX, r.maxX, r.width, r.midX)                        // expect: 6.0 10.0 4.0 8.0
let a = CGRect(x: 0, y: 0, width: 10, height: 10)
let b = CGRect(x: 5, y: 5, width: 10, height: 10)
print(show(a.intersection(b)))                                // expect: 5.0 5.0 5.0 5.0
print(show(a.union(b)))                                       // expect: 0.0 0.0 15.0 15.0
print(a.intersection(CGRect(x: 20, y: 20, width: 1, height: 1)).isNull)  // expect: true
print(a.intersects(b), a.contains(CGPoint(x: 10, y: 5)), a.contains(CGPoint(x: 0, y: 0)))  // expect: true false true
print(a.contains(CGRect(x: 2, y: 2, width: 3, height: 3)))    // expect: true
print(a.insetBy(dx: 6, dy: 0).isNull)                         // expect: true
print(show(a.insetBy(dx: 2, dy: 3)))                          // expect: 2.0 3.0 6.0 4.0
print(show(CGRect(x: 0.4, y: 1.6, width: 2.2, height: 3).integral))  // expect: 0.0 1.0 3.0 4.0
let (slice, rest) = a.divided(atDistance: 3, from: .minXEdge)
print(show(slice), "|", show(rest))                           // expect: 0.0 0.0 3.0 10.0 | 3.0 0.0 7.0 10.0
print(CGRect.null.union(b) == b)                              // expect: true
print(show(a.offsetBy(dx: 1, dy: -1)))                        // expect: 1.0 -1.0 10.0 10.0
