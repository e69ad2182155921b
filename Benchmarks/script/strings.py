s = ""
for k in range(50_000):
    s += f"item {k}, "
words = 0
for c in s:
    if c == ",":
        words += 1
print(len(s), words)
