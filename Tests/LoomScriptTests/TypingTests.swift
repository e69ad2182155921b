import Testing
import LoomUI
@testable import LoomScript

@Suite("Contextual typing")
struct TypingTests {
    @Test func implicitMemberChainsStartOnTheContextualType() {
        // Swift looks the chain's first member up on the contextual type.
        let r = run("""
        let c: Color = .black.opacity(0.2)
        VStack {
            Text("a").font(.title.bold())
            Text("b").shadow(color: .black.opacity(0.25), radius: 3)
            Text("c").foregroundStyle(.blue.gradient)
            ForEach([BlendMode.normal, .multiply], id: \\.self) { m in Rectangle().blendMode(m) }
        }
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.count == 1)
    }

    @Test func constantBindingFitsWhereTheBindingsValueDoes() {
        // `.constant(v)` and `Binding.constant(v)` where a control or a @Binding wants a binding.
        let r = run("""
        struct V: View { @Binding var on: Bool; var body: some View { Toggle("a", isOn: $on) } }
        V(on: .constant(true))
        Toggle("y", isOn: .constant(true))
        Toggle("x", isOn: Binding.constant(true))
        Slider(value: .constant(0.5))
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.count == 4)
        #expect(r.views.dropFirst().first.map { ($0 as? Toggle)?.isOn } == true)
    }

    @Test func anglesAndInsetsDoSwiftUIsVectorMath() {
        // phimage/morphi's Moon: `radian = -.pi / 2` with its own `static let pi` on Angle. The
        // implicit member takes the declared type through the sign and the division.
        let r = run("""
        extension Angle { static let pi = Angle(radians: .pi) }
        let quarter: Angle = -.pi / 2.0
        var a = Angle.degrees(90)
        a /= 3; a -= .degrees(10); a *= 2
        var b = Angle.degrees(-30)
        b.negate()
        let insets = EdgeInsets(top: 3, leading: 0, bottom: 4, trailing: 0) * 2 + EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        print(quarter.degrees, Int(a.degrees.rounded()), Int(b.degrees.rounded()), (-Angle.zero).radians)
        print(insets.top, insets.leading, insets.bottom, insets.magnitude)
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "-90.0 40 30 0.0\n7.0 1.0 9.0 11.489125293076057\n")
    }

    @Test func aValueAndABindingOverloadArePickedByTheArgumentsSyntax() {
        // magickworx/StarRatingViewSwiftUI: `init(rating: Float)` beside `init(rating: Binding<Float>)`.
        // Loom's bindings are the values they hold; `$x`, `.constant(v)` and `Binding(…)` are bindings.
        let r = run("""
        func g(_ x: Float) -> String { "float" }
        func g(_ x: Binding<Float>) -> String { "binding" }
        func passOn(_ b: Binding<Float>) -> String { g(b) }
        let f: Float = 1
        print(g(4), g(f), g(.constant(2)), g(Binding.constant(3)), g(Binding(get: { 1 }, set: { _ in })), passOn(.constant(1)))
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "float float binding binding binding binding\n")
    }

    @Test func anImplicitMemberLeadingASumTakesTheSumsType() {
        // benlmyers/confetti-view: `deadline: .now() + 1.0 + delay`; an Angle sum the same way.
        let r = run("""
        extension Angle { static let pi = Angle(radians: .pi) }
        let delay = 0.25
        let deadline: DispatchTime = .now() + 1.0 + delay
        let a: Angle = .pi / 2 + .degrees(10) - .degrees(5)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0 + delay) { }
        print(type(of: deadline), a.degrees.rounded())
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "DispatchTime 95.0\n")
    }

    @Test func aNilCoalescingDefaultAndAMappedClosureTakeTheWantedType() {
        // codedeman/CalendarCustomize: `.foregroundColor(d.flatMap { same ? .white : .black } ?? .black)`.
        let r = run("""
        let selected: Int? = 3, none: Int? = nil
        let a: Color = selected.flatMap { $0 > 2 ? .white : .black } ?? .black
        let b: Color? = selected.map { $0 > 2 ? .white : .black }
        let c: Color = none.flatMap { _ in .white } ?? .black
        print(a, b as Any, c)
        Text("7").foregroundColor(selected.flatMap { $0 > 2 ? .white : .black } ?? .black)
        """)
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "white Optional(white) black\n")
    }

    @Test func groupingTakesATrailingClosure() {
        #expect(run("let g = Dictionary(grouping: [\"ab\", \"ac\", \"b\"]) { $0.first! }\nprint(g[\"a\"]!)").text == "[\"ab\", \"ac\"]\n")
    }

    @Test func annotatedCGFloatEvaluatesLiteralArithmeticInFloatingPoint() {
        #expect(run("let h: CGFloat = 1 / 2 * 20\nprint(h)").text == "10.0\n")
        #expect(run("let size: CGFloat = 1 / 2 * 200\nsize").values == ["100.0"])
    }

    @Test func unannotatedIntegerDivisionStaysInteger() {
        #expect(run("let x = 1 / 2\nx").values == ["0"])
    }

    @Test func integerLiteralJoinsDoubleOperand() {
        #expect(run("let w = 3.0\nprint(1 / 2 * w, w / 2)").text == "1.5 1.5\n")
    }

    @Test func parameterTypeGivesLiteralsTheirType() {
        #expect(run("func f(_ x: Double) -> Double { x }\nf(58 / 255)").values == ["0.22745098039215686"])
    }

    @Test func colorComponentsAreDivisionsInDouble() throws {
        let r = run("let c = Color(red: 58 / 255, green: 0, blue: 255 / 255)\nprint(c == Color(red: 0.22745098039215686, green: 0, blue: 1))")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.text == "true\n")
    }

    @Test func implicitMembersResolveAgainstParameterTypes() {
        let r = run("Circle().fill(.red).frame(width: .infinity, height: 20)\nVStack(alignment: .leading) { Text(\"a\") }")
        #expect(r.errors.isEmpty, "\(r.errors)")
        #expect(r.views.count == 2)
    }

    @Test func assignmentTakesTheTargetsType() {
        #expect(run("var v: Double = 0\nv = 5\nv / 2").values == ["2.5"])
    }

    @Test func ambiguousOverloadsAreAnErrorListingCandidates() {
        let r = run("func f(_ x: Double) {}\nfunc f(_ x: CGFloat) {}\nf(1)")
        #expect(r.errors.first?.message.hasPrefix("ambiguous use of 'f'") == true, "\(r.errors)")
    }

    @Test func overloadsPickTheMostSpecificType() {
        #expect(run("func f(_ x: Int) -> String { \"Int\" }\nfunc f(_ x: Double) -> String { \"Double\" }\nprint(f(1), f(1.5))").text == "Int Double\n")
    }
}
