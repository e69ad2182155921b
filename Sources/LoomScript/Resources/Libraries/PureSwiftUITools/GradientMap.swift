// PureSwiftUITools — colours picked out of a gradient.
import SwiftUI
import PureSwiftUI

/// A gradient through `colors` (spread evenly, first to last) sampled at `resolution` evenly
/// spaced points. Read a sample by index (`map[3]`, `map[3, default: .white]`,
/// `map.colorAt(index: 3)`) or by a fraction of the way along (`map.colorAt(0.25)`).
struct GradientMap {
    let colors: [RGBA]
    let samples: [RGBA]

    init(_ colors: [RGBA], withResolution resolution: Int) {
        self.colors = colors
        self.samples = GradientMap.sample(colors, resolution: resolution)
    }

    /// How many colours the map holds (its resolution).
    var count: Int { samples.count }

    subscript(_ index: Int) -> Color? {
        color(index)
    }

    subscript(_ index: Int, default defaultColor: Color) -> Color {
        color(index) ?? defaultColor
    }

    /// The colour of sample `index`, or nil outside the map.
    func color(_ index: Int) -> Color? {
        guard index >= 0 && index < samples.count else { return nil }
        return samples[index].asColor
    }

    // MARK: By fraction and by index

    func colorAt(_ fraction: Double, default defaultColor: Color = .clear) -> Color {
        color(index(at: fraction)) ?? defaultColor
    }

    func colorAt(index: Int, default defaultColor: Color = .clear) -> Color {
        color(index) ?? defaultColor
    }

    func rgbaAt(_ fraction: Double, default defaultColor: RGBA = .clear) -> RGBA {
        rgbaAt(index: index(at: fraction), default: defaultColor)
    }

    func rgbaAt(index: Int, default defaultColor: RGBA = .clear) -> RGBA {
        guard index >= 0 && index < samples.count else { return defaultColor }
        return samples[index]
    }

    /// The sample nearest `fraction` (0 is the first colour, 1 the last); outside 0–1 is no sample.
    func index(at fraction: Double) -> Int {
        guard fraction >= 0 && fraction <= 1 && samples.count > 0 else { return -1 }
        return Int((fraction * Double(samples.count - 1)).rounded())
    }

    // MARK: Building the map

    /// Where each colour sits along the gradient: evenly from 0 to 1.
    static func stops(for colors: [RGBA]) -> [Double] {
        guard colors.count > 1 else { return [0] }
        return (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
    }

    /// The colour `fraction` of the way along a gradient through `colors`.
    static func interpolatedColor(_ colors: [RGBA], at fraction: Double) -> RGBA {
        guard let first = colors.first else { return .clear }
        if colors.count == 1 || fraction <= 0 { return first }
        if fraction >= 1 { return colors[colors.count - 1] }
        let stops = stops(for: colors)
        var segment = 0
        while segment < colors.count - 2 && fraction > stops[segment + 1] {
            segment += 1
        }
        let local = (fraction - stops[segment]) / (stops[segment + 1] - stops[segment])
        return colors[segment].interpolate(to: colors[segment + 1], fraction: local)
    }

    static func sample(_ colors: [RGBA], resolution: Int) -> [RGBA] {
        guard resolution > 0 else { return [] }
        if resolution == 1 { return [interpolatedColor(colors, at: 0)] }
        return (0..<resolution).map { interpolatedColor(colors, at: Double($0) / Double(resolution - 1)) }
    }
}
