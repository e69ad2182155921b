// `@dynamicCallable`: a value called like a function hands its arguments to
// `dynamicallyCall(withArguments:)`, or with their labels (in order, repeats kept) to
// `dynamicallyCall(withKeywordArguments:)`.
@dynamicCallable
struct Sum {
    func dynamicallyCall(withArguments xs: [Int]) -> Int { xs.reduce(0, +) }
}
@dynamicCallable
final class Recorder {
    var log: [String] = []
    func dynamicallyCall(withKeywordArguments pairs: KeyValuePairs<String, Double>) -> Int {
        for (k, v) in pairs { log.append(k.isEmpty ? "_=\(v)" : "\(k)=\(v)") }
        return pairs.count
    }
}
let sum = Sum()
print(sum(1, 2, 3), sum(), sum.dynamicallyCall(withArguments: [4]))
let r = Recorder()
print(r(x: 1, y: 2.5, x: 3), r(4))
print(r.log)
// expect: 6 0 4
// expect: 3 1
// expect: ["x=1.0", "y=2.5", "x=3.0", "_=4.0"]
