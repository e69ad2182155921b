// Unlabelled tuples joined to an array of labelled ones take the labels.
typealias Dart = (label: String, value: Int)
var darts: [Dart] = [("D20", 40)]
darts += [("BULL", 50), ("25", 25)]
darts.append(contentsOf: [("S1", 1)])
let more = darts + [("T20", 60)]
print(darts.map { "\($0.label)=\($0.value)" }.joined(separator: " "), more.last!.value, more.map(\.label).count)
// expect: D20=40 BULL=50 25=25 S1=1 60 5
