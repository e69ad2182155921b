// A type's operator taking a labelled tuple gets the labels for an unlabelled tuple operand.
struct Quantity: CustomStringConvertible {
    var grams: Int
    static func * (q: Quantity, f: (num: Int, den: Int)) -> Quantity { Quantity(grams: q.grams * f.num / f.den) }
    var description: String { "\(grams) g" }
}
let servings = 6, base = 4
print(Quantity(grams: 100) * (servings, base), Quantity(grams: 30) * (num: 1, den: 2))
// expect: 150 g 15 g
