// `extension Theme where Self == Dark { static var dark: Self }`: the member is found where a
// Theme is expected (`apply(.dark)`), and inside, `Self` is Dark.
protocol Theme { var name: String { get } }
struct Dark: Theme {
    var name = "dark"
    var contrast = 7
}
struct Light: Theme { var name = "light" }
extension Theme where Self == Dark {
    static var dark: Self { .init() }
    static func dark(contrast: Int) -> Self { Self(name: "dark \(contrast)", contrast: contrast) }
}
extension Theme where Self == Light {
    static var light: Light { Light() }
}
func apply(_ t: some Theme) -> String { t.name }
print(apply(.dark), apply(.light), apply(.dark(contrast: 9)))

// A nested type that shares a top-level type's name is reached through its parent only.
struct Rating {
    let value: Double
    init(initialRating: Double) { value = initialRating }
}
struct Palette {}
extension Palette {
    struct Rating { static let shadow = 0.33 }
}
print(Rating(initialRating: 2.5).value, Palette.Rating.shadow)
// expect: dark light dark 9
// expect: 2.5 0.33
