// A script operator with overloads for different operand types: each literal takes the type of
// the overload that fits best, as Swift's type checker picks it.
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Double, power: Int) -> Double { power == 0 ? 1 : base * (base ** (power - 1)) }
func ** (base: Int, power: Int) -> Int { (0..<power).reduce(1) { acc, _ in acc * base } }
print(3 ** 4, 2.0 ** 10, 2 ** 3 ** 2) // expect: 81 1024.0 512
let side = 1.5
print(side ** 2, 2 * 3 ** 2) // expect: 2.25 18
