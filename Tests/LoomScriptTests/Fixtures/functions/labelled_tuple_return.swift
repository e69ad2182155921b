// An unlabelled tuple takes the labels of the tuple type it is returned or stored as.
func mm() -> (min: Int, max: Int) { (1, 9) }
print(mm().min, mm().max) // expect: 1 9
print(mm()) // expect: (min: 1, max: 9)
let t: (a: Int, b: Double) = (1, 2)
print(t.b, t) // expect: 2.0 (a: 1, b: 2.0)
func f() -> (x: Int, y: Int) { return (3, 4) }
let (p, q) = f()
print(p, q, f().y) // expect: 3 4 4
