print(1)                 // expect: 1
print(1.0)               // expect: 1.0
print(0.1 + 0.2)         // expect: 0.30000000000000004
print("hi")              // expect: hi
print([1, 2])            // expect: [1, 2]
print(["a", "b"])        // expect: ["a", "b"]
print(true, false)       // expect: true false
let x: Int? = 3
print(x)                 // expect: Optional(3)
let y: String? = nil
print(y)                 // expect: nil
print(1 / 2)             // expect: 0
print(7 % 3, -7 / 2)     // expect: 1 -3
print(1e16)              // expect: 1e+16
print(2.5 * 2)           // expect: 5.0
print([1, 2.5])          // expect: [1.0, 2.5]
print((1, "a"))          // expect: (1, "a")
print([String: Int]())   // expect: [:]
print(Optional("s"))     // expect: Optional("s")
