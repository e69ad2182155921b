// swiftc: skip — CoreGraphics's C constructors exist on Apple platforms only.
let s = CGSizeMake(20, 10)
let p = CGPointMake(1.5, 2)
let r = CGRectMake(0, 0, s.width, s.height)
print(s.width * s.height, p.x + p.y, r.midX, r.maxY)
// expect: 200.0 3.5 10.0 10.0
