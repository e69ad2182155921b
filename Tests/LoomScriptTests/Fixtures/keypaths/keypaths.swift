struct Person { var name: String; var age: Int }
let people = [Person(name: "Ann", age: 31), Person(name: "Bob", age: 25)]
print(people.map(\.name)) // expect: ["Ann", "Bob"]
let agePath = \Person.age
print(people[0][keyPath: agePath]) // expect: 31
print(people.map { $0[keyPath: \.age] }.reduce(0, +)) // expect: 56
print(people.sorted { $0.age < $1.age }.map(\.name)) // expect: ["Bob", "Ann"]
var p = people[1]
p[keyPath: \Person.age] = 26
print(p.age) // expect: 26
print([1, 2, 3].map(\.description)) // expect: ["1", "2", "3"]
