// The associated type `Element` used as a value inside extensions of the standard protocols.
extension Collection where Element: BinaryFloatingPoint {
    var mean: Element? { isEmpty ? nil : reduce(0, +) / Element(count) }
}
extension Sequence where Element: Numeric {
    func zero() -> Element { Element.zero }
    func total() -> Element { reduce(Element.zero, +) }
}
extension Collection {
    func describeElement() -> String { "\(Element.self)" }
}
print([2.0, 3.0, 7.0].mean!)
print([Float(1.5), 2.5].mean!)
print([1.5].zero(), [1, 2, 3].total(), (1...4).total())
print([1, 2].describeElement(), "ab".describeElement(), [1.5].describeElement())
// expect: 4.0
// expect: 2.0
// expect: 0.0 6 10
// expect: Int Character Double
