// swap(_:_:) takes two inout parameters: a native function writes both back.
var a = 1, b = 2
swap(&a, &b)
print(a, b) // expect: 2 1
var s = "x", t = "y"
swap(&s, &t)
print(s + t) // expect: yx
