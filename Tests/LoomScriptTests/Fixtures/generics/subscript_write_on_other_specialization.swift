// Writing through the subscript of another specialization of the same generic type.
struct Box<Scalar: Numeric> {
    var items: [Scalar]
    subscript(i: Int) -> Scalar {
        get { items[i] }
        set { items[i] = newValue }
    }
    func halves() -> Box<Double> {
        var out = Box<Double>(items: [0, 0])
        out[0] = 1
        out[1] = 0.5
        return out
    }
    mutating func reset() { self[0] = 0 }
}
var ints = Box(items: [3, 4])
print(ints.halves().items)
ints.reset()
print(ints.items)
var ds = Box<Double>(items: [3, 4])
ds.reset()
ds[1] = 7
print(ds.items)
// expect: [1.0, 0.5]
// expect: [0, 4]
// expect: [0.0, 7.0]
