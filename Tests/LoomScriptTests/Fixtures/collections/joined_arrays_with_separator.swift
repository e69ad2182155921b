// `joined(separator:)` of arrays puts the separator's elements between them; of strings, text.
let matrix = [[1, 2], [3], [4]]
print(Array(matrix.joined(separator: [0])))
print(matrix.joined(separator: [0, 0]).map { $0 * 10 })
print(Array([["a"], ["b", "c"]].joined(separator: ["|"])))
print(["x", "y"].joined(separator: ", "), Array(matrix.joined()))
// expect: [1, 2, 0, 3, 0, 4]
// expect: [10, 20, 0, 0, 30, 0, 0, 40]
// expect: ["a", "|", "b", "c"]
// expect: x, y [1, 2, 3, 4]
