// Corners of the language as the Swift book shows them: function values called without labels,
// ranges of an array replaced, implicitly unwrapped properties, [Any] taking any element,
// initializers inherited through two classes, assignments through a nil optional chain, a closure
// beside an autoclosure overload, and property wrappers made without a value.
func increment(value: Int) -> Int { value + 1 }
let step = increment
func twice(_ f: (Int) -> Int, _ x: Int) -> Int { f(f(x)) }
print(step(7), twice(increment, 1))

var grid = [1, 2, 3, 4, 5]
grid[1...3] = [9, 9]
grid[..<1] = [0, 0]
print(grid)

class City { let name: String; init(name: String) { self.name = name } }
class Country { var capital: City! = City(name: "Ottawa") }
print(Country().capital.name)

var things: [Any] = []
things.append(0)
things.append("hello")
things.append(3.5)
print(things.count)

class Food {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
}
class Ingredient: Food {
    var quantity: Int
    init(name: String, quantity: Int) { self.quantity = quantity; super.init(name: name) }
    override convenience init(name: String) { self.init(name: name, quantity: 1) }
}
class ShoppingItem: Ingredient {}
let item = ShoppingItem()
print(item.name, item.quantity, ShoppingItem(name: "Egg").quantity)

class Box { var value = 0 }
func makeValue() -> Int { print("made"); return 1 }
let missing: Box? = nil
missing?.value = makeValue()
print((missing?.value = 2) != nil)
let present: Box? = Box()
print((present?.value = makeValue()) != nil, present!.value)

func serve(_ make: () -> String) { print("closure:", make()) }
func serve(_ make: @autoclosure () -> String) { print("autoclosure:", make()) }
serve({ "Alex" })
serve("Bo")

@propertyWrapper struct Capped {
    private var number: Int
    private var maximum: Int
    var wrappedValue: Int { get { number } set { number = min(newValue, maximum) } }
    init() { number = 0; maximum = 12 }
    init(wrappedValue: Int, maximum: Int) { self.maximum = maximum; number = min(wrappedValue, maximum) }
}
struct Small { @Capped var height: Int }
struct Tall { @Capped(wrappedValue: 20, maximum: 15) var height: Int }
var small = Small()
small.height = 30
print(small.height, Tall().height)
// expect: 8 3
// expect: [0, 0, 9, 9, 5]
// expect: Ottawa
// expect: 3
// expect: [Unnamed] 1 1
// expect: false
// expect: made
// expect: true 1
// expect: closure: Alex
// expect: autoclosure: Bo
// expect: 12 15
