import SwiftSyntax

extension Lowering {
    /// `x op= y` for the standard operators, lowered to an assignment of `x op y`.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&&=", "||=", "<<=", ">>=", "&=", "|=", "^=",
                                                   "&+=", "&-=", "&*=", "&<<=", "&>>="]

    /// Lowers an expression; a postfix chain containing `?` gets an `optionalChain` root.
    mutating func lowerExpr(_ e: ExprSyntax) throws -> Expr {
        let (expr, chained) = try lowerChain(e)
        return chained ? Expr(.optionalChain(expr), expr.loc) : expr
    }

    /// Member/call/subscript chains, reporting whether a `?` occurs along the base. `onto` is
    /// the lowered expression a postfix `#if` clause's chain (`.padding()`) continues.
    mutating func lowerChain(_ e: ExprSyntax, onto graft: (Expr, Bool)? = nil) throws -> (Expr, Bool) {
        let l = loc(e)
        if let p = e.as(PostfixIfConfigExprSyntax.self) {
            if let graft, p.base == nil { return graft }
            return try lowerPostfixIfConfig(p, onto: graft)
        }
        if let m = e.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.identifierText
            guard let base = m.base else {
                if let (b, chained) = graft { return (Expr(.member(b, name), loc(m.declName)), chained) }
                return (Expr(.implicitMember(name), l), false)
            }
            // `Swift.max`, `SwiftUI.Color`, `Darwin.sin`: the system module's own name.
            if let d = base.as(DeclReferenceExprSyntax.self), Self.moduleQualifiers.contains(d.baseName.identifierText) {
                return (Expr(.standardName(name), loc(m.declName)), false)
            }
            if name == "self", base.is(ArrayExprSyntax.self) || base.is(DictionaryExprSyntax.self) || isFunctionTypeInParentheses(base), let t = exprAsType(base) {
                return (Expr(.typeRef(t), l), false)  // `[Int].self`, `((Int) -> String).self`
            }
            // `[Int].small`, `[Color].palette`: a static member of the collection type.
            if base.is(ArrayExprSyntax.self) || base.is(DictionaryExprSyntax.self), spellsOnlyTypes(base), let t = exprAsType(base) {
                return (Expr(.member(Expr(.typeRef(t), loc(base)), name), loc(m.declName)), false)
            }
            let (b, chained) = try lowerChain(base, onto: graft)
            if case .integerLiteral(let lit) = m.declName.baseName.tokenKind, let i = Int(lit) {
                return (Expr(.tupleIndex(b, i), l), chained)
            }
            let member = Expr(.member(b, name), loc(m.declName))
            if let labels = argumentLabels(m.declName) { return (Expr(.labeledReference(member, labels: labels), loc(m.declName)), chained) }
            return (member, chained)
        }
        if let call = e.as(FunctionCallExprSyntax.self) {
            var (callee, chained) = try lowerChain(call.calledExpression, onto: graft)
            // `[Int]()`, `[String: Double]()`: the literal is a type.
            if call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self),
               let t = exprAsType(call.calledExpression) {
                callee = Expr(.typeRef(t), loc(call.calledExpression))
            }
            var args = try call.arguments.map { Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }
            if let t = call.trailingClosure { args.append(Argument(label: nil, value: try lowerClosure(t), isTrailing: true)) }
            for extra in call.additionalTrailingClosures {
                args.append(Argument(label: extra.label.text, value: try lowerClosure(extra.closure), isTrailing: true))
            }
            return (Expr(.call(callee, args), callee.loc), chained)
        }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            let (callee, chained) = try lowerChain(s.calledExpression, onto: graft)
            var args = try s.arguments.map { Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }
            if let t = s.trailingClosure { args.append(Argument(label: nil, value: try lowerClosure(t))) }
            return (Expr(.subscriptCall(callee, args), l), chained)
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            let (inner, _) = try lowerChain(o.expression, onto: graft)
            return (Expr(.optionalChainBase(inner), l), true)
        }
        if let f = e.as(ForceUnwrapExprSyntax.self) {
            let (inner, chained) = try lowerChain(f.expression, onto: graft)
            return (Expr(.forceUnwrap(inner), loc(f.exclamationMark)), chained)
        }
        if graft != nil { throw unsupported(e, "this expression after a postfix '#if'") }
        return (try lowerPlain(e), false)
    }

    mutating func lowerPlain(_ e: ExprSyntax) throws -> Expr {
        let l = loc(e)
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            guard let v = parseInteger(i.literal.text) else {
                // `0xcbf29ce484222325`: only an unsigned 64-bit type holds it (as `UInt64(bitPattern:)`).
                if let u = parseUnsigned(i.literal.text) {
                    let bits = Expr(.intLiteral(Int(bitPattern: UInt(u))), l)
                    return Expr(.call(Expr(.name("UInt64"), l), [Argument(label: "bitPattern", value: bits)]), l)
                }
                throw ScriptError(l, "integer literal '\(i.literal.text)' overflows when stored into 'Int'")
            }
            return Expr(.intLiteral(v), l)
        }
        if let f = e.as(FloatLiteralExprSyntax.self) {
            guard let v = Double(f.literal.text.replacingOccurrences(of: "_", with: "")) else { throw unsupported(f, "this float literal") }
            return Expr(.floatLiteral(v), l)
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return Expr(.boolLiteral(b.literal.tokenKind == .keyword(.true)), l) }
        if e.is(NilLiteralExprSyntax.self) { return Expr(.nilLiteral, l) }
        if let s = e.as(StringLiteralExprSyntax.self) { return try lowerString(s) }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.identifierText
            if case .dollarIdentifier = d.baseName.tokenKind, let n = Int(name.dropFirst()), !dollarStack.isEmpty {
                dollarStack[dollarStack.count - 1] = max(dollarStack[dollarStack.count - 1], n)
            }
            let reference = Expr(.name(memberAlias(name)), l)
            if let labels = argumentLabels(d) { return Expr(.labeledReference(reference, labels: labels), l) }
            return reference
        }
        if let a = e.as(ArrayExprSyntax.self) {
            return Expr(.arrayLiteral(try a.elements.map { try lowerExpr($0.expression) }), l)
        }
        if let d = e.as(DictionaryExprSyntax.self) {
            switch d.content {
            case .colon: return Expr(.dictionaryLiteral([]), l)
            case .elements(let elems):
                return Expr(.dictionaryLiteral(try elems.map { (try lowerExpr($0.key), try lowerExpr($0.value)) }), l)
            @unknown default: throw unsupported(d, "this dictionary literal")
            }
        }
        if let t = e.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first, only.label == nil { return try lowerExpr(only.expression) }
            return Expr(.tuple(try t.elements.map { Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }), l)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self) {
            let lhs = try lowerExpr(infix.leftOperand)
            let rhs = try lowerExpr(infix.rightOperand)
            let opLoc = loc(infix.operator)
            if infix.operator.is(AssignmentExprSyntax.self) { return Expr(.assign(nil, lhs, rhs), opLoc) }
            if let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
                let text = op.operator.text
                if Self.compoundAssignments.contains(text) {
                    return Expr(.assign(String(text.dropLast()), lhs, rhs), opLoc)
                }
                return Expr(.binary(text, lhs, rhs), opLoc)
            }
            if let asx = infix.operator.as(UnresolvedAsExprSyntax.self) {
                _ = asx
            }
            throw unsupported(infix.operator, "this operator")
        }
        if let asx = e.as(AsExprSyntax.self) {
            let kind: CastKind = asx.questionOrExclamationMark.map { $0.text == "?" ? .optional : .forced } ?? .plain
            return Expr(.cast(try lowerExpr(asx.expression), try lowerCastType(asx.type), kind), loc(asx.asKeyword))
        }
        if let isx = e.as(IsExprSyntax.self) {
            return Expr(.isType(try lowerExpr(isx.expression), try lowerCastType(isx.type)), loc(isx.isKeyword))
        }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            let op = p.operator.text
            // `-5` is a literal in Swift: keep it one so contextual typing still sees a literal.
            if op == "-", let i = p.expression.as(IntegerLiteralExprSyntax.self), let v = parseInteger(i.literal.text) {
                return Expr(.intLiteral(-v), l)
            }
            if op == "-", let f = p.expression.as(FloatLiteralExprSyntax.self), let v = Double(f.literal.text.replacingOccurrences(of: "_", with: "")) {
                return Expr(.floatLiteral(-v), l)
            }
            return Expr(.prefix(op, try lowerExpr(p.expression)), l)
        }
        if let p = e.as(PostfixOperatorExprSyntax.self) {
            return Expr(.postfix(p.operator.text, try lowerExpr(p.expression)), loc(p.operator))
        }
        if let t = e.as(TernaryExprSyntax.self) {
            return Expr(.ternary(try lowerExpr(t.condition), try lowerExpr(t.thenExpression), try lowerExpr(t.elseExpression)), loc(t.questionMark))
        }
        if let c = e.as(ClosureExprSyntax.self) { return try lowerClosure(c) }
        if let io = e.as(InOutExprSyntax.self) { return Expr(.prefix("&", try lowerExpr(io.expression)), l) }
        if let t = e.as(TryExprSyntax.self) {
            if t.questionOrExclamationMark?.text == "?" { return Expr(.postfix("try?", try lowerExpr(t.expression)), l) }
            return try lowerExpr(t.expression)
        }
        if let a = e.as(AwaitExprSyntax.self) { return try lowerExpr(a.expression) }
        if let k = e.as(KeyPathExprSyntax.self) {
            var components: [KeyPathComponent] = []
            for c in k.components {
                switch c.component {
                case .property(let p): components.append(.property(p.declName.baseName.identifierText))
                case .subscript(let s):
                    components.append(.subscriptArgs(try s.arguments.map { Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }))
                case .optional(let o): components.append(o.questionOrExclamationMark.text == "!" ? .forced : .optional)
                default: throw unsupported(c, "this key path component")
                }
            }
            // `\Data.Element.id`: the parser ends the root at its first dot; the type names that
            // follow (capitalized, as Swift's types are) are the root's, not properties.
            var root = k.root?.trimmedDescription
            while root != nil, case .property(let name)? = components.first, name.first?.isUppercase == true {
                root! += "." + name
                components.removeFirst()
            }
            return Expr(.keyPath(components, root: root), l)
        }
        if let g = e.as(GenericSpecializationExprSyntax.self) {
            let base = try lowerExpr(g.expression)
            if case .name(let n) = base.kind {
                let args = try g.genericArgumentClause.arguments.compactMap { a -> TypeExpr? in
                    if case .type(let ty) = a.argument { return try lowerType(ty) }
                    return nil
                }
                if n == "Array", args.count == 1 { return Expr(.typeRef(.array(args[0])), l) }
                if n == "Dictionary", args.count == 2 { return Expr(.typeRef(.dictionary(args[0], args[1])), l) }
                // `Graph<Color>()`: the arguments stay written, for the variable's type (`collectionGenerics`).
                if !args.isEmpty, n.first?.isUppercase == true { return Expr(.typeRef(.named(n, args)), l) }
            }
            return base
        }
        if let t = e.as(TypeExprSyntax.self) { return Expr(.typeRef(try lowerType(t.type)), l) }
        if let ifx = e.as(IfExprSyntax.self) { return Expr(.statementExpr(try lowerIf(ifx)), l) }
        if let sw = e.as(SwitchExprSyntax.self) { return Expr(.statementExpr(try lowerSwitch(sw)), l) }
        if e.is(SuperExprSyntax.self) { return Expr(.name("super"), l) }
        if e.is(DiscardAssignmentExprSyntax.self) { return Expr(.name("_"), l) }
        if let m = e.as(MacroExpansionExprSyntax.self) {
            // `#Preview { … }` shows its body, like a top-level `Group { … }`.
            if m.macroName.text == "Preview", let body = m.trailingClosure {
                return Expr(.call(Expr(.name("Group"), l), [Argument(label: nil, value: try lowerClosure(body), isTrailing: true)]), l)
            }
            // The literals Xcode's colour and image pickers write: on iOS, a UIColor and a UIImage.
            if m.macroName.text == "colorLiteral" {
                let arguments = try m.arguments.map { Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }
                return Expr(.call(Expr(.name("UIColor"), l), arguments), l)
            }
            if m.macroName.text == "imageLiteral", m.arguments.first?.label?.text == "resourceName" {
                let named = [Argument(label: "named", value: try lowerExpr(m.arguments.first!.expression))]
                return Expr(.forceUnwrap(Expr(.call(Expr(.name("UIImage"), l), named), l)), l)
            }
            // `#selector(frame(displaylink:))`: the Objective-C name of the method it names.
            if m.macroName.text == "selector", let named = m.arguments.last?.expression {
                return Expr(.call(Expr(.name("Selector"), l), [Argument(label: nil, value: Expr(.stringLiteral(Self.selectorName(named)), l))]), l)
            }
            // `print(#line)`: where it is written.
            if m.macroName.text == "line" { return Expr(.intLiteral(l.line), l) }
            if m.macroName.text == "column" { return Expr(.intLiteral(l.column), l) }
            if m.macroName.text == "function" { return Expr(.stringLiteral(FunctionNames.enclosing(m)), l) }
            throw unsupported(m, "macro '#\(m.macroName.text)'")
        }
        throw unsupported(e, "this expression")
    }

    /// A cast's type: a composition (`any Item & Renewable`) keeps all its protocols.
    func lowerCastType(_ t: TypeSyntax) throws -> TypeExpr {
        let written = t.as(SomeOrAnyTypeSyntax.self)?.constraint ?? t
        guard let c = written.as(CompositionTypeSyntax.self), c.elements.count > 1 else { return try lowerType(t) }
        return .named(TypeExpr.compositionMarker, try c.elements.map { try lowerType($0.type) })
    }

    /// What Objective-C calls the method a `#selector` names: `tick`, `frame(displaylink:)` →
    /// `frameWithDisplaylink:`, `move(_:to:)` → `move:to:`. (A bare name stands for the method's
    /// base name, its labels not being written.)
    static func selectorName(_ e: ExprSyntax) -> String {
        var reference = e.as(DeclReferenceExprSyntax.self)
        if reference == nil, let member = e.as(MemberAccessExprSyntax.self) { reference = member.declName }
        guard let reference else { return e.trimmedDescription }
        let base = reference.baseName.text
        guard let labels = reference.argumentNames?.arguments.map({ $0.name.text }), let first = labels.first else { return base }
        let head = first == "_" ? base + ":" : base + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        return head + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// `[Int]`, `[String: [Color]]`, `[Box<Int>]`: a collection literal whose only element (or
    /// key and value) is written as a type, never as a value (`[Color.red]` names a value).
    func spellsOnlyTypes(_ e: ExprSyntax) -> Bool {
        if let d = e.as(DeclReferenceExprSyntax.self) { return d.baseName.identifierText.first?.isUppercase == true }
        if let a = e.as(ArrayExprSyntax.self) { return a.elements.count == 1 && a.elements.allSatisfy { spellsOnlyTypes($0.expression) } }
        if let d = e.as(DictionaryExprSyntax.self), case .elements(let els) = d.content {
            return els.count == 1 && els.allSatisfy { spellsOnlyTypes($0.key) && spellsOnlyTypes($0.value) }
        }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base {
            return m.declName.baseName.identifierText.first?.isUppercase == true && spellsOnlyTypes(b)
        }
        return e.is(GenericSpecializationExprSyntax.self) || e.is(TypeExprSyntax.self)
    }

    func exprAsType(_ e: ExprSyntax) -> TypeExpr? {
        if let d = e.as(DeclReferenceExprSyntax.self), d.baseName.identifierText.first?.isUppercase == true { return .named(d.baseName.identifierText, []) }
        if let a = e.as(ArrayExprSyntax.self), a.elements.count == 1, let first = a.elements.first, let t = exprAsType(first.expression) { return .array(t) }
        if let d = e.as(DictionaryExprSyntax.self), case .elements(let els) = d.content, els.count == 1, let el = els.first,
           let k = exprAsType(el.key), let v = exprAsType(el.value) { return .dictionary(k, v) }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base, let bt = exprAsType(b) { return .named("\(bt.baseName).\(m.declName.baseName.identifierText)", []) }
        if let o = e.as(OptionalChainingExprSyntax.self), let t = exprAsType(o.expression) { return .optional(t) }
        if let t = e.as(TypeExprSyntax.self) { return try? lowerType(t.type) }
        // `[Box<Int>]()`: a generic type with its arguments.
        if let g = e.as(GenericSpecializationExprSyntax.self), case .named(let n, let written)? = exprAsType(g.expression), written.isEmpty {
            let args = g.genericArgumentClause.arguments.compactMap { a -> TypeExpr? in
                if case .type(let ty) = a.argument { return try? lowerType(ty) }
                return nil
            }
            guard args.count == g.genericArgumentClause.arguments.count else { return nil }
            return .named(n, args)
        }
        // `(Int) -> String` (in `((Int) -> String).self`): a function type.
        if let infix = e.as(InfixOperatorExprSyntax.self), infix.operator.is(ArrowExprSyntax.self),
           let params = infix.leftOperand.as(TupleExprSyntax.self), let result = exprAsType(infix.rightOperand) {
            let types = params.elements.compactMap { exprAsType($0.expression) }
            guard types.count == params.elements.count else { return nil }
            return .function(types, result)
        }
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil,
           isFunctionTypeInParentheses(e) {
            return exprAsType(only.expression)
        }
        // `[(x: Int, y: String)]()`: a tuple of types, labels kept.
        if let tuple = e.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            let types = tuple.elements.compactMap { exprAsType($0.expression) }
            guard types.count == tuple.elements.count else { return nil }
            return .tuple(types, labels: tuple.elements.map { $0.label?.text })
        }
        return nil
    }

    /// `((Int) -> String)`: a function type in parentheses, which only a type can be.
    func isFunctionTypeInParentheses(_ e: ExprSyntax) -> Bool {
        guard let tuple = e.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
              let infix = only.expression.as(InfixOperatorExprSyntax.self) else { return false }
        return infix.operator.is(ArrowExprSyntax.self)
    }

    func parseUnsigned(_ text: String) -> UInt64? {
        let t = text.replacingOccurrences(of: "_", with: "")
        if t.hasPrefix("0x") { return UInt64(t.dropFirst(2), radix: 16) }
        if t.hasPrefix("0b") { return UInt64(t.dropFirst(2), radix: 2) }
        if t.hasPrefix("0o") { return UInt64(t.dropFirst(2), radix: 8) }
        return UInt64(t)
    }

    func parseInteger(_ text: String) -> Int? {
        let t = text.replacingOccurrences(of: "_", with: "")
        if t.hasPrefix("0x") { return Int(t.dropFirst(2), radix: 16) }
        if t.hasPrefix("0b") { return Int(t.dropFirst(2), radix: 2) }
        if t.hasPrefix("0o") { return Int(t.dropFirst(2), radix: 8) }
        return Int(t)
    }

    mutating func lowerString(_ s: StringLiteralExprSyntax) throws -> Expr {
        var parts: [InterpolationPart] = []
        var hasInterpolation = false
        for seg in s.segments {
            switch seg {
            case .stringSegment(let text):
                let raw = text.content.text
                let value = unescape(raw, pounds: s.openingPounds?.text.count ?? 0)
                if case .literal(let prev)? = parts.last { parts[parts.count - 1] = .literal(prev + value) } else { parts.append(.literal(value)) }
            case .expressionSegment(let seg):
                hasInterpolation = true
                guard let first = seg.expressions.first else { continue }
                let value = try lowerExpr(first.expression)
                if seg.expressions.count == 2, let spec = seg.expressions.last, spec.label?.text == "specifier" {
                    // SwiftUI's `Text("\(x, specifier: "%.2f")")`: the value formatted like String(format:).
                    let format = Argument(label: "format", value: try lowerExpr(spec.expression))
                    parts.append(.expr(Expr(.call(Expr(.name("String"), loc(seg)), [format, Argument(label: nil, value: value)]), loc(seg))))
                } else if seg.expressions.count == 2, first.label == nil, let style = seg.expressions.last, style.label?.text == "format" {
                    // `"\(x, format: .number.precision(.fractionLength(2)))"`, as SwiftUI's
                    // LocalizedStringKey and Foundation interpolate it: the value's `formatted(_:)`.
                    let formatted = Expr(.member(value, "formatted"), loc(seg))
                    parts.append(.expr(Expr(.call(formatted, [Argument(label: nil, value: try lowerExpr(style.expression))]), loc(seg))))
                } else if seg.expressions.count > 1 || first.label != nil {
                    let args = try seg.expressions.map { Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }
                    parts.append(.call(args, loc(seg)))
                } else {
                    parts.append(.expr(value))
                }
            @unknown default: throw unsupported(seg, "this string segment")
            }
        }
        // Multi-line literals: SwiftParser keeps the indentation already stripped in segments.
        if !hasInterpolation {
            if case .literal(let text)? = parts.first { return Expr(.stringLiteral(text), loc(s)) }
            return Expr(.stringLiteral(""), loc(s))
        }
        return Expr(.interpolation(parts), loc(s))
    }

    /// A segment's escapes resolved. In a raw string (`#"…"#`) only a backslash followed by as many
    /// `#` as the delimiter has starts one (`\#n`); any other backslash is itself.
    func unescape(_ raw: String, pounds: Int = 0) -> String {
        guard raw.contains("\\") else { return raw }
        var out = ""
        var it = raw.makeIterator()
        while let c = it.next() {
            guard c == "\\" else { out.append(c); continue }
            if pounds > 0 {
                var seen = 0, next: Character?
                while let h = it.next() { if h == "#", seen < pounds { seen += 1 } else { next = h; break } }
                guard seen == pounds else {
                    out.append(c); out.append(String(repeating: "#", count: seen))
                    if let next { out.append(next) }
                    continue
                }
                guard let n = next else { break }
                out.append(escaped(n, &it))
                continue
            }
            guard let n = it.next() else { break }
            out.append(escaped(n, &it))
        }
        return out
    }

    /// What `\` followed by `n` (and, for `\u{…}`, the characters after it) stands for.
    private func escaped(_ n: Character, _ it: inout String.Iterator) -> String {
        switch n {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "u":
            var hex = ""
            while let h = it.next(), h != "}" { if h != "{" { hex.append(h) } }
            guard let v = UInt32(hex, radix: 16), let sc = Unicode.Scalar(v) else { return "" }
            return String(sc)
        case "\n": return ""  // a line continuation in a multi-line string
        default: return String(n)  // `\"`, `\'`, `\\`
        }
    }

    mutating func lowerClosure(_ c: ClosureExprSyntax) throws -> Expr {
        var params: [(name: String, type: TypeExpr?)] = []
        var returnType: TypeExpr?
        var explicitParams = false
        var inoutParams: Set<Int> = []
        if let sig = c.signature {
            explicitParams = true
            switch sig.parameterClause {
            case .simpleInput(let list)?: params = list.map { ($0.name.identifierText, nil) }
            case .parameterClause(let clause)?:
                params = try clause.parameters.map { p in
                    ((p.secondName ?? p.firstName).text, try p.type.map { try lowerType($0) })
                }
                for (i, p) in clause.parameters.enumerated() {
                    if let attributed = p.type?.as(AttributedTypeSyntax.self), attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
                        inoutParams.insert(i)
                    }
                }
            case nil: explicitParams = false
            @unknown default: throw unsupported(sig, "this closure signature")
            }
            returnType = try sig.returnClause.map { try lowerType($0.type) }
        }
        dollarStack.append(-1)
        // A closure throws its own errors, not the function's around it.
        thrownTypes.append(try c.signature?.effectSpecifiers?.throwsClause?.type.map { try lowerType($0) })
        defer { thrownTypes.removeLast() }
        let body = Block(try lowerItems(c.statements))
        let maxDollar = dollarStack.removeLast()
        if !explicitParams, maxDollar >= 0 { params = (0...maxDollar).map { ("$\($0)", nil) } }
        let decl = ClosureDecl(params: params, body: body, returnType: returnType, loc: loc(c))
        decl.inoutParams = inoutParams
        let closure = Expr(.closure(decl), loc(c))
        guard let captures = c.signature?.capture?.items, !captures.isEmpty else { return closure }
        // `{ [x, total = a + b, weak self] in … }`: the captured values are taken when the closure
        // is made. Lowered as a closure called on the spot with them, which returns this one.
        var names: [(name: String, type: TypeExpr?)] = []
        var values: [Argument] = []
        for item in captures {
            let name = item.name.identifierText
            var value = try item.initializer.map { try lowerExpr($0.value) } ?? Expr(.name(name), loc(item))
            switch item.specifier?.specifier.tokenKind {
            case .keyword(.weak)?: value = Expr(.reference(value, .weak), loc(item))
            case .keyword(.unowned)?: value = Expr(.reference(value, .unowned), loc(item))
            default: break
            }
            names.append((name, nil))
            values.append(Argument(label: nil, value: value))
        }
        let maker = ClosureDecl(params: names, body: Block([Stmt(.returnStmt(closure), loc(c))]), returnType: nil, loc: loc(c))
        return Expr(.call(Expr(.closure(maker), loc(c)), values), loc(c))
    }

    /// `(text:)` of `Box.init(text:)`, `(_:n:)`: the labels a reference names, `_` as nil.
    func argumentLabels(_ d: DeclReferenceExprSyntax) -> [String?]? {
        guard let names = d.argumentNames else { return nil }
        return names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
    }
}
