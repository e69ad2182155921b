// `Identifiable`'s `ID` is the type of a conformer's `id`: `[Change<Element.ID>]` inside a
// generic type over Identifiable elements holds changes of that type.
enum Change<ID: Hashable>: CustomStringConvertible {
    case insert(ID), delete(ID)
    var description: String {
        switch self { case .insert(let id): return "+\(id)"; case .delete(let id): return "-\(id)" }
    }
}
struct Differ<Element: Identifiable> {
    func changes(from old: [Element], to new: [Element]) -> [Change<Element.ID>] {
        var out: [Change<Element.ID>] = []
        let newIDs = Set(new.map(\.id)), oldIDs = Set(old.map(\.id))
        for e in old where !newIDs.contains(e.id) { out.append(.delete(e.id)) }
        for e in new where !oldIDs.contains(e.id) { out.append(.insert(e.id)) }
        return out
    }
}
struct Task: Identifiable { let id: Int; var title: String }
struct Tag: Identifiable { var id: String { name }; let name: String }
print(Differ<Task>().changes(from: [Task(id: 1, title: "a"), Task(id: 2, title: "b")], to: [Task(id: 2, title: "b"), Task(id: 3, title: "c")]))
print(Differ<Tag>().changes(from: [Tag(name: "x")], to: [Tag(name: "y")]))
// expect: [-1, +3]
// expect: [-x, +y]
