// swift-tools-version:5.9
// A small package whose previews are Loom's own example of `loom previews`: Scripts/test checks
// them against Previews/__References__ (see Notebooks/previews.md).
import PackageDescription

let package = Package(
    name: "Tiles",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [.library(name: "Tiles", targets: ["Tiles"])],
    targets: [.target(name: "Tiles")]
)
