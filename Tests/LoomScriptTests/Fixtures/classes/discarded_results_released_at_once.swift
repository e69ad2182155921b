final class Token { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit \(n)") } }
var tokens = [Token(1), Token(2), Token(3), Token(4)]
tokens.removeFirst()
print("after removeFirst")
tokens.remove(at: 0)
print("after remove(at:)")
_ = tokens.removeLast()
print("after removeLast")
tokens.popLast()
print("end", tokens.count)
// expect: deinit 1
// expect: after removeFirst
// expect: deinit 2
// expect: after remove(at:)
// expect: deinit 4
// expect: after removeLast
// expect: deinit 3
// expect: end 0
