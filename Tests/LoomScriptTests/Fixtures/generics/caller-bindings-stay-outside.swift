// Code made outside a generic type's members does not see that type's bindings when a member runs it.
struct Mod<C> {
    let content: C
    let make: () -> String
    func render() -> String { make() }
    func visit(_ card: Card) -> String { card.body() }
}
struct Card { func body() -> String { "\(Mod(content: 1.5, make: { "" }).content)" } }
print(Mod(content: "s", make: { "\(Mod(content: 1.5, make: { "" }).content)" }).render())
print(Mod(content: 2.5, make: { "\(Mod(content: 7, make: { "" }).content)" }).render())
print(Mod(content: "t", make: { "" }).visit(Card()))
struct Erased { let s: String }
protocol Modifier { typealias Content = Erased }
struct Modified<Content> { let content: Content }
print(Modified(content: 7).content, Modified(content: Erased(s: "e")).content.s)
// expect: 1.5
// expect: 7
// expect: 1.5
// expect: 7 e
