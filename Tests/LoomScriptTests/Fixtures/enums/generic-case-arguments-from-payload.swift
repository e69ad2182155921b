// A generic enum's case made without context is of the type its payload gives.
enum E<T> { case a(T), b }
print([E.a(1)], [E.a("s")], Optional(E<String>.b) as Any)
enum Phase { case idle, closed }
enum TransitionError<S: Hashable>: Error { case illegal(from: S, to: S) }
let r: Result<Int, TransitionError<Phase>> = .failure(.illegal(from: .idle, to: .closed))
print(r)
print(TransitionError.illegal(from: 1, to: 2))
// expect: [main.E<Swift.Int>.a(1)] [main.E<Swift.String>.a("s")] Optional(main.E<Swift.String>.b)
// expect: failure(main.TransitionError<main.Phase>.illegal(from: main.Phase.idle, to: main.Phase.closed))
// expect: illegal(from: 1, to: 2)
