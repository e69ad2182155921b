// A key path prints as Swift writes it: a backslash, the root type, the components.
struct Point { var x = 1; var y = 2 }
struct Line { var start = Point(); var end = Point() }

let startX = \Line.start.x
print(startX)
print(\Point.y)
let start = \Line.start
print(start.appending(path: \Point.y))
print(\Line.end == \Line.end, \Line.end == \Line.start)
// expect: \Line.start.x
// expect: \Point.y
// expect: \Line.start.y
// expect: true false
