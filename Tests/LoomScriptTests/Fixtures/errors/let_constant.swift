let x = 1
x = 2
// expect error: 2:1: cannot assign to value: 'x' is a 'let' constant
