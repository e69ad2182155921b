// swiftc: skip
extension ShapeStyle where Self == Color {
    static var brand: Color { Color(red: 0.1, green: 0.2, blue: 0.3) }
}
struct Badge {
    let shape: any Shape
    static func circle(_ size: CGFloat = 10) -> Badge { Badge(shape: Circle()) }
    static var square: Badge { Badge(shape: Rectangle()) }
}
func describe(_ b: Badge) -> String { "badge \(b.shape is Circle ? "circle" : "other")" }
print(describe(.circle())) // expect: badge circle
print(describe(.square)) // expect: badge other

struct Card: View {
    var title: String
    var header: some View { Text(title).bold() }
    @ViewBuilder func footer(_ show: Bool) -> some View {
        if show { Text("footer") } else { EmptyView() }
    }
    var body: some View {
        VStack {
            header
            footer(true)
            Circle().fill(.brand)
        }
    }
}
Card(title: "Hi") // expect: <view>
class Base { func name() -> String { "base" } }
class Derived: Base { override func name() -> String { "derived+" + super.name() } }
print(Derived().name()) // expect: derived+base
Image(systemName: "star.fill").resizable().frame(width: 20, height: 20) // expect: <view>
LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(30))]) { Text("a"); Text("b") } // expect: <view>
GeometryReader { proxy in Text("\(proxy.size.width)") } // expect: <view>
Text("x").mask(Circle()).blendMode(.multiply).aspectRatio(1, contentMode: .fit) // expect: <view>
