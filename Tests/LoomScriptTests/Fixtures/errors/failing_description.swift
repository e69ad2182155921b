// A `description` the type writes that fails is the program's error, located where it failed,
// not a reason to print the default text.
struct Day: CustomStringConvertible {
    let index: Int
    var description: String { ["Mon", "Tue"][index] }
}
print(Day(index: 1))
print("before")
print(Day(index: 5))
print("not reached")
// expect: Tue
// expect: before
// expect error: 5:31: Fatal error: Index out of range
