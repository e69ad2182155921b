// SwiftUI's `AsyncImagePhase`, written in Swift: what an `AsyncImage` hands its content. A
// notebook fetches nothing, so the phase a picture shows is always `.empty`.

public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    public var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
