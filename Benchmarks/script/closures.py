from functools import reduce
numbers = list(range(1_000_000))
total = reduce(lambda a, b: a + b, filter(lambda v: v % 2 == 0, map(lambda v: v * 3, numbers)), 0)
longest = max(map(lambda v: v // 7, filter(lambda v: v % 7 == 1, numbers)))
print(total, longest)
