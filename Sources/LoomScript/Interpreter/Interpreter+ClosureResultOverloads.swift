/// Overloads that differ only in what a closure argument returns — skw398/SwiftUI-PieChart's
/// `init(_:content: (Data) -> Item<some BinaryInteger>)` beside the same with
/// `Item<some BinaryFloatingPoint>`. Swift decides by type-checking the closure's body; Loom runs
/// the overloads in order, checking what the closure returns against each one's result type, and
/// moves to the next when a result does not fit (the last is not checked: it is what is left).
/// A closure never called leaves the first.
struct WrongOverload: Error {}

extension Interpreter {
    /// One candidate standing for `ties` when they differ only in the result types of one-parameter
    /// closure literals passed to them; nil otherwise.
    func closureResultTrial(_ ties: [(Candidate, [Int?])], _ args: [Argument]) -> Candidate? {
        guard ties.count > 1, let (first, mapping) = ties.first,
              ties.allSatisfy({ $0.0.params.count == first.params.count && $0.1 == mapping }) else { return nil }
        var results: [Int: [TypeExpr]] = [:]  // parameter → each overload's closure result type
        for pi in first.params.indices {
            let types = ties.map { $0.0.params[pi].type }
            if Set(types.map { $0?.description ?? "" }).count == 1 { continue }
            guard let ai = mapping[pi], case .closure = args[ai].value.kind else { return nil }
            var each: [TypeExpr] = []
            for t in types {
                guard case .function(let ps, let r)? = t, ps.count == 1 else { return nil }
                each.append(r)
            }
            results[pi] = each
        }
        guard !results.isEmpty else { return nil }
        let options = ties.map(\.0)
        var trial = first
        trial.run = { [unowned self] values, loc in
            for (k, option) in options.enumerated() {
                let checks = k < options.count - 1
                var guarded = values
                for (pi, each) in results {
                    guard case .function(let f) = values[pi] else { continue }
                    // Its body typed by what it makes, not by the first overload's result type.
                    let free = FunctionValue(f.kind, receiver: f.receiver, isViewBuilder: f.isViewBuilder)
                    free.resultBuilder = f.resultBuilder
                    guarded[pi] = .function(hostFunction(.checkedClosure) { [unowned self] c in
                        let made = try self.callFunction(free, [c.value(0)], c.loc)
                        if checks, !self.fitsGenericConstraints(made, each[k]) { throw WrongOverload() }
                        return made
                    })
                }
                do { return try option.run(guarded, loc) } catch is WrongOverload { continue }
            }
            throw ScriptError(loc, "no overload of '\(first.name)' takes what the closure returns")
        }
        return trial
    }

    /// Whether `v` meets the constraints `t` puts on its generic arguments (`Item<some
    /// BinaryInteger>` given an `Item` holding a Double does not); true when `t` says nothing
    /// about them.
    func fitsGenericConstraints(_ v: Value, _ t: TypeExpr) -> Bool {
        guard case .named(let n, let args) = canonical(t), !args.isEmpty, case .structValue(let s) = v,
              s.type.name == n, s.type.genericParameters.count == args.count else { return true }
        for (parameter, argument) in zip(s.type.genericParameters, args) {
            guard case .opaque(let proto) = argument else { continue }
            // A stored property declared with the parameter holds a value of its type.
            for owner in s.type.chain {
                for p in owner.storedProperties where p.type?.description == parameter {
                    if let value = s.fields[p.name], !satisfies(value, proto) { return false }
                }
            }
        }
        return true
    }
}
