// A computed property a protocol extension gives both a getter and a setter: assignment reaches the setter.
protocol Scalable {
    var width: Double { get set }
    var height: Double { get set }
}
extension Scalable {
    var area: Double {
        get { width * height }
        set {
            let k = (newValue / area).squareRoot()
            width *= k
            height *= k
        }
    }
}
struct Frame: Scalable { var width: Double; var height: Double }
final class Panel: Scalable {
    var width = 2.0, height = 8.0
}
var f = Frame(width: 3, height: 12)
f.area = 144
print(f.width, f.height, f.area)
var p = Panel()
p.area = 64
print(p.width, p.height)
// expect: 6.0 24.0 144.0
// expect: 4.0 16.0
