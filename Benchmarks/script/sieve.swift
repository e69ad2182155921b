let limit = 1_000_000
var isPrime = [Bool](repeating: true, count: limit + 1)
isPrime[0] = false
isPrime[1] = false
var i = 2
while i * i <= limit {
    if isPrime[i] {
        var j = i * i
        while j <= limit {
            isPrime[j] = false
            j += i
        }
    }
    i += 1
}
var count = 0
for p in isPrime where p { count += 1 }
print(count)
