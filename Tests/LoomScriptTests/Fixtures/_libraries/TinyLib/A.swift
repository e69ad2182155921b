import SwiftUI
import NestedLib

// An extension of a type declared in a later file: files see each other's declarations.
extension Tiny {
    func doubled() -> Int { value * 2 }
    var described: String { "Tiny(\(value))\(suffix)" }
}

func greet(_ name: String) -> String { "Hello, \(name)\(suffix)" }

#Preview {
    Text("previews in libraries are skipped")
}
