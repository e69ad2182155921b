// An array literal of implicit members takes its element type from a sibling argument's generic binding.
enum Weekday: Int { case mon = 1, tue, wed, thu, fri }
struct Picker<Option: Hashable> {
    var selection: Option
    var disabled: [Option]
    func isEnabled(_ o: Option) -> Bool { !disabled.contains(o) }
}
let p = Picker(selection: Weekday.tue, disabled: [.thu, .fri])
print(p.isEnabled(.mon), p.isEnabled(.fri), p.disabled.map(\.rawValue))
func count<T: Equatable>(_ xs: [T], of x: T) -> Int { xs.filter { $0 == x }.count }
print(count([.wed, .mon, .wed], of: Weekday.wed))
// expect: true false [4, 5]
// expect: 2
