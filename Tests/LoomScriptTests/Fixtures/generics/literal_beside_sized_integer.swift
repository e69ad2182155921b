// An integer literal passed beside a sized integer binds the same generic parameter.
func gcd<T: BinaryInteger>(_ a: T, _ b: T) -> T { b == 0 ? a : gcd(b, a % b) }
print(gcd(UInt8(200), 75), gcd(Int64(-48), 18), gcd(84, 36)) // expect: 25 6 12
