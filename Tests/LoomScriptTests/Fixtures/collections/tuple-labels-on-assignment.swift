// A tuple assigned to a variable of a labelled tuple type takes its labels.
var best = (name: "none", score: 0)
for (name, score) in [("ada", 3), ("bo", 7), ("cy", 5)] where score > best.score {
    best = (name, score)
}
print(best.name, best.score, best)
var run = (ch: Character(" "), n: 0)
for ch in "aab" {
    run = ch == run.ch ? (ch, run.n + 1) : (ch, 1)
    print(run.ch, run.n)
}
// expect: bo 7 (name: "bo", score: 7)
// expect: a 1
// expect: a 2
// expect: b 1
