// AnyHashable's base is the value it holds.
enum Route: Hashable { case home, item(Int) }
let path: [AnyHashable] = [Route.home, 7, "s", Route.item(3)]
for p in path {
    if let r = p.base as? Route { print("route", r) } else { print("other", p.base) }
}
let h: AnyHashable = 42
print(h.base is Int, path.map { "\($0.base)" }.joined(separator: " > "))
// expect: route home
// expect: other 7
// expect: other s
// expect: route item(3)
// expect: true home > 7 > s > item(3)
