/// A call site of a global name that called a plain script function (`fib(n - 1)`): the
/// function and its arguments, kept so later calls skip the general call's questions (a member?
/// an implicit member? a standard initializer? which overload?). It holds while the global still
/// holds that same function; a redeclaration or assignment makes a new value, and the site goes
/// the general way again.
final class DirectCall {
    let function: FunctionValue
    let decl: FunctionDecl
    let env: Env?
    let args: [Argument]

    init(function: FunctionValue, decl: FunctionDecl, env: Env?, args: [Argument]) {
        self.function = function; self.decl = decl; self.env = env; self.args = args
    }
}

extension Interpreter {
    /// `.call` shapes: the remembered function when the callee's slot still holds it, else the
    /// general call, after which a plain script function is remembered.
    @inline(never)
    func evalCall(_ shape: EvalShape, _ e: Expr, _ env: Env?, expected: TypeExpr?) throws -> Value {
        try withChild(shape.a) { callee in
            if let site = e.directCall, callee.globalToken == globals.token,
               case .function(let f)? = globals.storedValue(callee.globalSlot), f === site.function {
                return try callDirect(site.decl, site.env, receiver: f.receiver, site.args, env, loc: callee.loc).result
            }
            guard case .call(_, let args) = e.kind else { return try evalKind(e, env, expected: expected) }
            let result = try evalCall(callee, args, env, loc: e.loc, expected: expected)
            // The general call read the callee's slot (`eval` of a global fills it): a plain
            // script function there is what `callIfPlain` called, and will be next time.
            if e.directCall == nil, callee.globalToken == globals.token,
               case .function(let f)? = globals.storedValue(callee.globalSlot),
               case .script(let decl, let fenv, _) = f.kind, decl.isPlain, labelsMatch(decl, args) {
                e.directCall = DirectCall(function: f, decl: decl, env: fenv, args: args)
            }
            return result
        }
    }
}
