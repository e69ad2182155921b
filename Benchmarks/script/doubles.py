t = 0.0
total = 0.0
for _ in range(2_000_000):
    t += 0.001
    total += t * t - t / 2.0
print(int(total))
