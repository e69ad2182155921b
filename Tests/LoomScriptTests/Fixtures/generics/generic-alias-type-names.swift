// A generic type alias names its type with the alias's arguments put in.
struct Box<U, V> { var v: V }
typealias FloatBox<U> = Box<U, Float>
typealias IntBox = Box<Int, Int>
print(String(reflecting: FloatBox<Int>.self))
print(FloatBox<String>.self, type(of: FloatBox<Bool>(v: 1)), IntBox.self)
// expect: main.Box<Swift.Int, Swift.Float>
// expect: Box<String, Float> Box<Bool, Float> Box<Int, Int>
