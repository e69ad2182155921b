import LoomGraphics
import Testing
@testable import LoomUI

/// `.disabled(_:)` and the `isEnabled` environment value (extlibs19 repro 03): the flag reaches
/// everything below, SwiftUI ANDs it with the inherited one, and the standard button styles draw
/// a disabled button grey as UIKit does (`tertiaryLabel` glyphs, a `tertiarySystemFill` plate).
@Suite struct DisabledTests {
    /// The `isEnabled` a view is resolved with under `wrap`.
    func isEnabled(_ wrap: (any ViewNode) -> any ViewNode) throws -> Bool {
        let seen = Box()
        let probe = DeferredView(name: "Probe") { environment in
            seen.value = environment.isEnabled
            return Color.red.frame(width: 1, height: 1)
        }
        _ = try renderImage(wrap(probe), scale: 1)
        return try #require(seen.value)
    }

    final class Box { var value: Bool? }

    @Test func enabledUnlessDisabled() throws {
        #expect(try isEnabled { $0 })
        #expect(try isEnabled { $0.disabled(false) })
        #expect(try !isEnabled { $0.disabled(true) })
        #expect(try !isEnabled { VStack(content: [HStack(content: [$0])]).disabled(true) })
    }

    @Test func disabledFalseNeverEnablesWhatAnAncestorDisabled() throws {
        #expect(try !isEnabled { $0.disabled(false).disabled(true) })
        #expect(try !isEnabled { $0.disabled(true).disabled(false) })
    }

    // MARK: Pixels

    /// Non-white pixels of `view` drawn on white at 1×, darkest (lowest sum) first; the picture's
    /// transparent margin (it is grown to the glyphs' ink) is left out.
    func ink(_ view: any ViewNode) throws -> [(r: Int, g: Int, b: Int)] {
        let bitmap = try renderImage(view.padding(4).background(Color.white), scale: 1).bitmap
        var pixels: [(r: Int, g: Int, b: Int)] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let p = bitmap.pixel(x: x, y: y)
                if p.a == 255, p.r < 250 || p.g < 250 || p.b < 250 { pixels.append((Int(p.r), Int(p.g), Int(p.b))) }
            }
        }
        return pixels.sorted { $0.r + $0.g + $0.b < $1.r + $1.g + $1.b }
    }

    /// `UIColor.tertiaryLabel` (#3C3C43 at 30 %) on white.
    static let greyLabel = (r: 197, g: 197, b: 199)

    /// The same over `tertiarySystemFill` (#767680 at 12 %): on a bordered plate or a stepper.
    static let greyLabelOnFill = (r: 185, g: 185, b: 188)

    func isGreyLabel(_ p: (r: Int, g: Int, b: Int)) -> Bool { isNear(p, Self.greyLabel) }

    func isNear(_ p: (r: Int, g: Int, b: Int), _ q: (r: Int, g: Int, b: Int)) -> Bool {
        abs(p.r - q.r) <= 3 && abs(p.g - q.g) <= 3 && abs(p.b - q.b) <= 3
    }

    func isBlue(_ p: (r: Int, g: Int, b: Int)) -> Bool { p.b - p.r > 100 }

    @Test(arguments: [ButtonStyle.automatic, .borderless, .plain])
    func unborderedLabelIsGreyWhenDisabled(style: ButtonStyle) throws {
        let button = Button(title: "Go").font(.system(size: 30)).buttonStyle(style)
        let enabled = try #require(try ink(button).first)
        #expect(style == .plain ? enabled.r < 30 : isBlue(enabled), "\(enabled)")
        let disabled = try ink(button.disabled(true))
        #expect(isGreyLabel(try #require(disabled.first)), "\(disabled.first!)")
        #expect(!disabled.contains(where: isBlue))
    }

    @Test func destructiveRoleIsGreyWhenDisabled() throws {
        let disabled = try ink(Button(title: "Delete", role: .destructive).font(.system(size: 30)).disabled(true))
        #expect(isGreyLabel(try #require(disabled.first)), "\(disabled.first!)")
    }

    /// A colour the label is given keeps it, as in SwiftUI (only the styles' own tint turns grey).
    @Test func anExplicitForegroundIsKept() throws {
        let disabled = try ink(Button(title: "Go").font(.system(size: 30)).foregroundColor(.black).disabled(true))
        #expect(try #require(disabled.first).r < 30)
    }

    @Test(arguments: [ButtonStyle.bordered, .borderedProminent])
    func borderedPlateIsGreyWhenDisabled(style: ButtonStyle) throws {
        let button = Button(title: "Go").buttonStyle(style)
        // Inside the plate's 12 pt of leading padding, halfway down: the fill alone.
        func fill(_ view: any ViewNode) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let image = try renderImage(view.background(Color.white), scale: 1)
            return image.bitmap.pixel(x: 6, y: image.bitmap.height / 2)
        }
        let enabled = try fill(button)
        #expect(enabled.b > enabled.r + 10, "\(enabled)")
        let disabled = try fill(button.disabled(true))
        // `tertiarySystemFill` (#767680 at 12 %) on white.
        #expect(abs(Int(disabled.r) - 239) <= 2 && abs(Int(disabled.g) - 239) <= 2 && abs(Int(disabled.b) - 240) <= 2, "\(disabled)")
        let label = try ink(Button(title: "Go").font(.system(size: 30)).buttonStyle(style).disabled(true))
        #expect(isNear(try #require(label.first), Self.greyLabelOnFill), "\(label.first!)")
        #expect(!label.contains(where: isBlue))
    }

    @Test func aCustomStyleReadsIsEnabled() throws {
        let style = CustomButtonStyle(name: "Shows") { configuration, environment in
            configuration.label.padding(8).background(environment.isEnabled ? Color.green : Color.gray)
        }
        let image = try renderImage(Button(title: "Go").buttonStyle(.custom(style)).disabled(true), scale: 1).bitmap
        let corner = image.pixel(x: 2, y: 2)
        let gray = Color.gray.resolve(in: .light)
        #expect(abs(Int(corner.r) - Int(gray.red * 255)) <= 1 && abs(Int(corner.g) - Int(gray.green * 255)) <= 1, "\(corner)")
    }

    /// A disabled stepper greys both glyphs; a disabled switch and slider are drawn faded.
    @Test func otherControlsDimWhenDisabled() throws {
        let stepper = Stepper(title: "", value: 3).labelsHidden()
        #expect(try #require(try ink(stepper).first).r < 30)
        let stepperInk = try ink(stepper.disabled(true))
        // Grey glyphs: the darkest pixel is where the plus sign's two translucent bars overlap.
        let darkest = try #require(stepperInk.first)
        #expect(darkest.r > 140 && abs(darkest.r - darkest.g) <= 2 && darkest.b - darkest.r <= 4, "\(darkest)")
        for control: any ViewNode in [Toggle(title: "", isOn: true).labelsHidden(), Slider(value: 1).frame(width: 100)] {
            let enabled = try #require(try ink(control).first { $0.g > $0.r + 60 || $0.b > $0.r + 60 })
            let disabled = try ink(control.disabled(true))
            // The tint at half strength on white: no pixel as saturated as the enabled one.
            #expect(!disabled.contains { $0.r <= enabled.r + 10 }, "\(enabled) vs \(disabled.first!)")
        }
    }

    @Test func disabledButtons() throws {
        try assertGolden(VStack(alignment: .leading, spacing: 16, content: [
            HStack(spacing: 16, content: [Button(title: "Automatic"), Button(title: "Automatic").disabled(true)]),
            HStack(spacing: 16, content: [Button(title: "Plain").buttonStyle(.plain), Button(title: "Plain").buttonStyle(.plain).disabled(true)]),
            HStack(spacing: 16, content: [Button(title: "Bordered").buttonStyle(.bordered), Button(title: "Bordered").buttonStyle(.bordered).disabled(true)]),
            HStack(spacing: 16, content: [Button(title: "Prominent").buttonStyle(.borderedProminent),
                                          Button(title: "Prominent").buttonStyle(.borderedProminent).disabled(true)]),
            HStack(spacing: 16, content: [Button(title: "Delete", role: .destructive), Button(title: "Delete", role: .destructive).disabled(true)]),
        ]).padding().background(Color.white), named: "buttons-disabled", in: "controls")
    }
}
