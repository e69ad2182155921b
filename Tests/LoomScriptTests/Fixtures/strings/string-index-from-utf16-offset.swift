// String.Index named and made as Foundation code does: from a UTF-16 offset, and back.
let hex = "E8EEF6"
var i = hex.startIndex
i = .init(utf16Offset: 2, in: hex)
print(hex[i], i.utf16Offset(in: hex))
let j = String.Index(utf16Offset: 4, in: hex)
print(hex[j...], hex[i..<j], type(of: j), String.Index.self)
print(j, hex.startIndex, hex.index(after: hex.startIndex))
let k: String.Index = .init(utf16Offset: 1, in: "héllo")
print("héllo"[k], "héllo"[k...])
// expect: E 2
// expect: F6 EE Index Index
// expect: 4[any] 0[any] 1[utf8]
// expect: é éllo
