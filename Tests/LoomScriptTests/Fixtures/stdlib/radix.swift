// Integer parsing and printing in other bases.
print(Int("ff", radix: 16) as Any) // expect: Optional(255)
print(Int("zz", radix: 16) as Any) // expect: nil
print(Int("101", radix: 2)!) // expect: 5
print(String(255, radix: 16)) // expect: ff
print(String(255, radix: 16, uppercase: true)) // expect: FF
print(String(5, radix: 2)) // expect: 101
