enum ParseError: Error { case empty }
let r = Result<String, Error>.success("kim")
let never = Result<Int, Never>.success(4)
print(type(of: r), type(of: never))
let a = Result<Int, Error>.success(try! r.get().count)
let b = Result<Int, Never>.success(try! r.get().count + never.get())
print(a, b)
let parsed: Result<Int, ParseError> = .failure(.empty)
print(parsed.map { $0 * 2 }, r.map(\.count))
// expect: Result<String, Error> Result<Int, Never>
// expect: success(3) success(7)
// expect: failure(main.ParseError.empty) success(3)
