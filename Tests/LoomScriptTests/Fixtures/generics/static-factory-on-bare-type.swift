// A static factory called on the bare generic type makes the specialization its arguments bind.
struct Box<Value> {
    let get: () -> Value
    static func constant(_ v: Value) -> Box<Value> { Box(get: { v }) }
    static func pair(_ a: Value, _ b: Value) -> [Box] { [Box(get: { a }), Box(get: { b })] }
}
print(type(of: Box.constant("a")), type(of: Box.constant(2.5)), Box.constant(7).get())
print(Box.pair(1, 2).map { $0.get() }, type(of: Box.pair("x", "y")))
// expect: Box<String> Box<Double> 7
// expect: [1, 2] Array<Box<String>>
