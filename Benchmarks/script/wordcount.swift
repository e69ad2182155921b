let vocabulary = ["swift", "view", "state", "binding", "layout", "color", "shape", "path",
                  "stack", "frame", "padding", "text", "image", "button", "list", "grid"]
var parts: [String] = []
for k in 0..<200_000 {
    parts.append(vocabulary[(k * 7 + k / 3) % vocabulary.count])
}
let text = parts.joined(separator: " ")
var counts: [String: Int] = [:]
for word in text.split(separator: " ") {
    counts[String(word), default: 0] += 1
}
for word in counts.keys.sorted() {
    print(word, counts[word]!)
}
