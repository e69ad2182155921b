// swift-tools-version: 5.9
// A small SwiftUI library written the way published ones are: its own folder layout, platform
// conditions, UIKit colours, a view modifier and an inset-able shape. Loom's guide to libraries
// (Notebooks/libraries.md) imports it from these sources.
import PackageDescription

let package = Package(
    name: "Gauges",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [.library(name: "Gauges", targets: ["Gauges"])],
    targets: [
        .target(name: "Gauges", path: "Code/Gauges", exclude: ["Demo"]),
    ]
)
