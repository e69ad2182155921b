// `+` and `+=` join an array with any finite sequence of its elements.
var bytes: [UInt8] = [0xFF]
bytes += repeatElement(0, count: 3)
print(bytes, type(of: bytes[1]))
print([0] + (1...3), (4..<6) + [9], ["x"] + ["y", "z"].reversed())
var letters: [Character] = ["a"]
letters += "bc"
print(letters, [1.5] + repeatElement(2, count: 2))
// expect: [255, 0, 0, 0] UInt8
// expect: [0, 1, 2, 3] [4, 5, 9] ["x", "z", "y"]
// expect: ["a", "b", "c"] [1.5, 2.0, 2.0]
