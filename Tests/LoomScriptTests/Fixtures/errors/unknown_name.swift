let count = 3
print(cuont)
// expect error: 2:7: cannot find 'cuont' in scope; did you mean 'count'?
