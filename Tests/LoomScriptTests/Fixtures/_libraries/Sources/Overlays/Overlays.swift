import SwiftUI

/// A library type named like a SwiftUI one (exyte/FloatingButton declares its own `Alignment`).
public enum Alignment {
    case left, right, center
}

public func side(_ a: Alignment) -> String {
    switch a {
    case .left: return "left"
    case .right: return "right"
    case .center: return "center"
    }
}
