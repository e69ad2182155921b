enum Failure: Error { case empty }
let n: Int? = nil
let m: Int? = 4
let r1 = n.map { Result<Int, Failure>.success($0) } ?? .failure(.empty)
let r2 = m.map { Result<Int, Failure>.success($0 * 2) } ?? .failure(.empty)
print(r1, r2)
print(m.flatMap { .some($0 + 1) } as Any, n.flatMap { .some($0 + 1) } as Any)
enum Either<A, B> { case left(A), right(B) }
typealias Outcome = Either<Int, Failure>
let o = Outcome.right(.empty)
if case .right(.empty) = o { print("right empty") }
typealias Pairing = Result<String, Failure>
print(Pairing.failure(.empty), Pairing.success("ok"))
// expect: failure(main.Failure.empty) success(8)
// expect: Optional(5) nil
// expect: right empty
// expect: failure(main.Failure.empty) success("ok")
