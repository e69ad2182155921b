// Mutating protocol requirements, composition (A & B), conformance by extension, constrained Collection extensions, class casts to protocols. (#19; expected output from swiftc)
protocol Togglable { mutating func toggle() }
enum Switch: Togglable { case off, on
    mutating func toggle() { self = self == .off ? .on : .off } }
var light = Switch.off; light.toggle(); print(light)
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func wish(_ x: Named & Aged) { print("Happy birthday, \(x.name), you're \(x.age)!") }
wish(Person(name: "Malcolm", age: 21))
protocol TextRepresentable { var textualDescription: String { get } }
struct Dice { let sides: Int }
extension Dice: TextRepresentable { var textualDescription: String { "A \(sides)-sided dice" } }
struct Hamster { var name: String; var textualDescription: String { "A hamster named \(name)" } }
extension Hamster: TextRepresentable {}
let things: [TextRepresentable] = [Dice(sides: 6), Hamster(name: "Simon")]
for t in things { print(t.textualDescription) }
extension Collection where Element: TextRepresentable {
    var textualDescription: String { "[" + map(\.textualDescription).joined(separator: ", ") + "]" }
}
print([Dice(sides: 4), Dice(sides: 8)].textualDescription)
protocol Prettify: TextRepresentable { var pretty: String { get } }
extension Prettify { var pretty: String { "** " + textualDescription + " **" } }
extension Dice: Prettify {}
print(Dice(sides: 12).pretty)
protocol HasArea { var area: Double { get } }
class Circle: HasArea { let r: Double; var area: Double { 3.0 * r * r }; init(r: Double) { self.r = r } }
class Country: HasArea { var area: Double; init(area: Double) { self.area = area } }
let objs: [AnyObject] = [Circle(r: 2), Country(area: 243_610), Hamster(name: "x") as AnyObject]
for o in objs { if let a = o as? HasArea { print("Area is \(a.area)") } else { print("no area") } }
protocol Counter { func inc(_ n: Int) -> Int }
extension Counter { func twice(_ n: Int) -> Int { inc(inc(n)) } }
struct By3: Counter { func inc(_ n: Int) -> Int { n + 3 } }
print(By3().twice(1), [By3()].map { $0.twice(0) })

// expect: on
// expect: Happy birthday, Malcolm, you're 21!
// expect: A 6-sided dice
// expect: A hamster named Simon
// expect: [A 4-sided dice, A 8-sided dice]
// expect: ** A 12-sided dice **
// expect: Area is 12.0
// expect: Area is 243610.0
// expect: no area
// expect: 7 [6]
