// An associated type witnessed by an opaque result type is the type its body returns.
protocol Screen { associatedtype Content; var content: Content { get } }
struct Label: Screen { var content: String { "label" } }
struct Card: Screen { var content: some Screen { Label() } }
struct Page: Screen {
    var content: some Screen {
        return Card()
    }
}
print(Card.Content.self, Page.Content.self, Label.Content.self)
func contentName<S: Screen>(_ s: S) -> String { "\(S.Content.self)" }
print(contentName(Card()), contentName(Page()), Card.Content.self == Label.self)
// expect: Label Card String
// expect: Label Card true
