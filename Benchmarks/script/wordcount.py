vocabulary = ["swift", "view", "state", "binding", "layout", "color", "shape", "path",
              "stack", "frame", "padding", "text", "image", "button", "list", "grid"]
parts = []
for k in range(200_000):
    parts.append(vocabulary[(k * 7 + k // 3) % len(vocabulary)])
text = " ".join(parts)
counts = {}
for word in text.split(" "):
    counts[word] = counts.get(word, 0) + 1
for word in sorted(counts):
    print(word, counts[word])
