// A parameter typed by another parameter's element (`of x: C.Element`, `in c: C`): a literal
// argument is that element's type, a Character when C is a String.
func position<C: Collection>(of x: C.Element, in c: C) -> Int? where C.Element: Equatable {
    guard let i = c.firstIndex(of: x) else { return nil }
    return c.distance(from: c.startIndex, to: i)
}
func count<C: Collection>(_ x: C.Element, in c: C) -> Int where C.Element: Equatable {
    c.filter { $0 == x }.count
}
print(position(of: "c", in: "abc") as Any, position(of: 2, in: [1, 2]) as Any, position(of: "z", in: "abc") as Any)
print(count("l", in: "hello"), count(3, in: [3, 1, 3]), count("b", in: ["a", "b"]))
// expect: Optional(2) Optional(1) nil
// expect: 2 2 1
