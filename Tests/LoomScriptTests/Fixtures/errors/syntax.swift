let x = (1 + 2
print(x)
// expect error: 1:15: expected ')' to end tuple
