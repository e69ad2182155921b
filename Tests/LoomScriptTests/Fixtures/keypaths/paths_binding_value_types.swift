// A placeholder bound only by a key path's value type, through properties and tuple elements;
// the type of a key path that ends in a subscript.
struct Reading { var celsius: Double; var place: (name: String, floor: Int); var samples: [Int] }

func zero<Root, Value: AdditiveArithmetic>(at path: KeyPath<Root, Value>) -> Value { Value.zero }
print(zero(at: \Reading.celsius), zero(at: \Reading.place.floor))

extension Sequence {
    func total<Value: AdditiveArithmetic>(_ path: KeyPath<Element, Value>) -> Value {
        reduce(.zero) { $0 + $1[keyPath: path] }
    }
}
let readings = [Reading(celsius: 20.5, place: ("hall", 1), samples: [3]), Reading(celsius: 18, place: ("attic", 3), samples: [4, 5])]
print(readings.total(\.celsius), readings.total(\.place.floor))

let firstSample = \Reading.samples[0]
print(type(of: firstSample), readings.map { $0[keyPath: firstSample] })
// expect: 0.0 0
// expect: 38.5 4
// expect: WritableKeyPath<Reading, Int> [3, 4]
