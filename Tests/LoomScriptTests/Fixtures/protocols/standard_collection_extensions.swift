// Inside an extension of a standard collection protocol, the protocol's own methods are found
// before global functions of the same name; an array slice keeps its base's indices there; a
// function of two parameters passed to `map` over pairs takes each pair's elements.
extension Collection {
    func span() -> Int { distance(from: startIndex, to: endIndex) }
    func firstTwoIndices() -> (Index, Index) { (startIndex, index(startIndex, offsetBy: 1)) }
}
extension RandomAccessCollection where Element: Comparable {
    func binarySearch(_ target: Element) -> Index? {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if self[mid] == target { return mid }
            if self[mid] < target { low = index(after: mid) } else { high = mid }
        }
        return nil
    }
}
print([1, 2, 3].span(), "abcd".span())
let numbers = [10, 20, 30, 40, 50, 60]
let tail = numbers[2...]
print(tail.startIndex, tail.firstTwoIndices(), tail.span())
print(numbers.binarySearch(40) as Any, tail.binarySearch(50) as Any, tail.binarySearch(20) as Any, tail.binarySearch(30) as Any)

func multiply(_ a: Int, _ b: Int) -> Int { a * b }
let pairs = [(2, 3), (4, 5)]
print(pairs.map(multiply), pairs.map { $0 * $1 })
print(zip([1, 2], [3, 4]).map(*), zip([1, 2], [3, 4]).map(+))
// expect: 3 4
// expect: 2 (2, 3) 4
// expect: Optional(3) Optional(4) nil Optional(2)
// expect: [6, 20] [6, 20]
// expect: [3, 8] [4, 6]
