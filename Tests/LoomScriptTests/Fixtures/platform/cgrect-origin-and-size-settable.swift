// CGRect's origin and size are stored properties: they, and their own fields, can be set.
import Foundation
var bar = CGRect(x: 0, y: 0, width: 100, height: 50)
bar.origin.y += 10
bar.size.height = 20
print(bar.minY, bar.height, bar.maxY)
bar.origin = CGPoint(x: 5, y: 6)
bar.size = CGSize(width: 30, height: 40)
print(bar.minX, bar.minY, bar.width, bar.height, bar.midX)
var rects = [CGRect(x: 0, y: 0, width: 1, height: 1)]
rects[0].size.width *= 8
print(rects[0].width)
// expect: 10.0 20.0 30.0
// expect: 5.0 6.0 30.0 40.0 20.0
// expect: 8.0
