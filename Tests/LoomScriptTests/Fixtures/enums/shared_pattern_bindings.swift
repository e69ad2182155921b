// One case body for several patterns that bind the same names.
enum Op { case add(Int, Int), mul(Int, Int), neg(Int) }
func operands(_ op: Op) -> Int {
    switch op {
    case .add(let a, let b), .mul(let a, let b): return a * 10 + b
    case .neg(let x): return -x
    }
}
print(operands(.add(1, 2)), operands(.mul(3, 4)), operands(.neg(5))) // expect: 12 34 -5
for op in [Op.mul(7, 1), .add(0, 9)] {
    if case .add(let l, let r) = op { print("add", l, r) } else if case .mul(let l, let r) = op { print("mul", l, r) }
}
// expect: mul 7 1
// expect: add 0 9
