enum FieldError: Error { case empty, tooLong }
typealias Validator<T> = (T) -> Result<T, FieldError>
func chain<T>(_ validators: Validator<T>...) -> Validator<T> {
    return { value in
        validators.reduce(.success(value)) { acc, v in acc.flatMap(v) }
    }
}
let notEmpty: Validator<String> = { $0.isEmpty ? .failure(.empty) : .success($0) }
let short: Validator<String> = { $0.count > 3 ? .failure(.tooLong) : .success($0) }
let both = chain(notEmpty, short)
print(both("abc"), both(""), both("abcdef"))
func lifted<T>(_ f: @escaping (T) -> T) -> (T?) -> T? { { x in x.map(f) ?? .none } }
print(lifted { $0 + 1 }(2) as Any, lifted { (s: String) in s + "!" }(nil) as Any)
// expect: success("abc") failure(main.FieldError.empty) failure(main.FieldError.tooLong)
// expect: Optional(3) nil
