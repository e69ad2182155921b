// An option set's array literal names its own static members, whatever other types have members of those names.
enum Side { case top, bottom }
struct Corners: OptionSet {
    let rawValue: Int
    static let top = Corners(rawValue: 1), bottom = Corners(rawValue: 2)
    static let all: Corners = [.top, .bottom]
}
let c: Corners = [.top]
print(c.rawValue, Corners.all.rawValue, Corners.all.contains(.bottom), Side.top)
// expect: 1 3 true top
