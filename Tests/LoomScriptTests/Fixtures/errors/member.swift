struct P { var width = 1 }
let p = P()
print(p.widht)
// expect error: 3:9: value of type 'P' has no member 'widht'; did you mean 'width'?
