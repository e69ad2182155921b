// A method named through an instance of a generic type has that instance's type arguments in
// its type, nested ones too.
struct Box<T> {
    var value: T
    func pair(_ a: T) -> [T] { [a, value] }
    func lookup(_ key: String) -> (found: Bool, items: [T])? { nil }
}
print(type(of: Box(value: "s").pair), type(of: Box(value: 2).lookup))
let f = Box(value: 1.5).pair
print(f(2.5))
// expect: (String) -> Array<String> (String) -> Optional<(found: Bool, items: Array<Int>)>
// expect: [2.5, 1.5]
