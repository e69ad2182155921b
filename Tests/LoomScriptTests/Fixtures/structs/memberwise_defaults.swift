// The memberwise initializer: an optional `var` without a value may be left out (it is nil);
// a generic parameter does not hide a value parameter of the same name.
struct Folder {
    let name: String
    var children: [Folder]?
    var note: String? = "new"
}
let leaf = Folder(name: "a")
let tree = Folder(name: "root", children: [leaf], note: nil)
print(leaf.children == nil, leaf.note ?? "-", tree.children!.count, tree.note ?? "-") // expect: true new 1 -
func echo<value>(_ value: value) -> value { value }
print(echo(3), echo("x")) // expect: 3 x
