// A case with a payload and a static member of the same base name are two names: labels choose in a call, a bare read is the static member.
enum Size {
    case normal(cornerRadius: Double)
    case small(cornerRadius: Double)
    static var normal: Self { .normal(cornerRadius: .zero) }
    static func small() -> Self { .small(cornerRadius: 4) }
    var radius: Double {
        switch self {
        case let .normal(r), let .small(r): return r
        }
    }
}
func height(_ s: Size) -> Int { switch s { case .normal: return 32; case .small: return 18 } }
let explicit = Size.normal(cornerRadius: 15)
let implicit: Size = .normal(cornerRadius: 12)
let bare: Size = .normal
print(explicit.radius, implicit.radius, bare.radius, Size.normal.radius, height(bare))
print(Size.small().radius, Size.small(cornerRadius: 2).radius, height(.small()))
// expect: 15.0 12.0 0.0 0.0 32
// expect: 4.0 2.0 18
