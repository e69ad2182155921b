// An enum's own `<` orders it, for comparisons and for `sorted()`.
enum Genre: String, CaseIterable, Comparable {
    case fiction, science, history
    static func < (l: Genre, r: Genre) -> Bool { l.rawValue < r.rawValue }
}
print(Genre.allCases.sorted().map(\.rawValue), Genre.science < Genre.history, Genre.fiction < Genre.history) // expect: ["fiction", "history", "science"] false true
print(Genre.allCases.max()!.rawValue, Genre.allCases.min()!.rawValue) // expect: science fiction
