import Testing
import LoomGraphics
@testable import LoomUI

/// A view shown full-screen on a device: laid out in the safe area, growing under the status bar
/// and home indicator only where it ignores the safe area, on the scheme's system background.
@Suite("Device screens and safe areas (#12)")
struct DeviceScreenTests {
    let phone = Device.named("iPhone 15")!

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    func frames(named name: String, _ view: any ViewNode, on device: Device? = nil) throws -> [Rect] {
        // At 2×, so half-point positions survive the pixel snapping.
        try renderImage(view, on: device ?? phone, scale: 2).frames.filter { $0.name == name }.map(\.frame)
    }

    @Test func theTableHasTheIOS17ScreensAndSafeAreas() throws {
        #expect(phone.screen == Size(width: 393, height: 852))
        #expect(phone.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        #expect(Device.named("iphone   se")?.screen == Size(width: 375, height: 667))
        #expect(Device.named("iPhone SE")?.safeAreaInsets == EdgeInsets(top: 20, bottom: 0))
        #expect(Device.named("iPad Pro 11-inch")?.safeAreaInsets == EdgeInsets(top: 24, bottom: 20))
        #expect(Device.named("iPhone 51") == nil)
        for device in Device.all { #expect(device.safeRect.width > 0 && device.safeRect.height > 0, "\(device.name)") }
    }

    @Test func aGreedyViewFillsTheSafeAreaOnly() throws {
        #expect(try frames(named: "Color", Color.red) == [rect(0, 59, 393, 759)])
    }

    @Test func aViewThatIgnoresTheSafeAreaGrowsToTheScreenEdgesItTouches() throws {
        #expect(try frames(named: "Color", Color.red.ignoresSafeArea()) == [rect(0, 0, 393, 852)])
        #expect(try frames(named: "Color", Color.red.ignoresSafeArea(edges: .top)) == [rect(0, 0, 393, 818)])
        #expect(try frames(named: "Color", Color.red.edgesIgnoringSafeArea(.bottom)) == [rect(0, 59, 393, 793)])
        // Only the container region is a safe area in a picture.
        #expect(try frames(named: "Color", Color.red.ignoresSafeArea(.keyboard)) == [rect(0, 59, 393, 759)])
        // A small view in the middle touches no safe-area edge, so it keeps its frame.
        #expect(try frames(named: "Color", Color.red.frame(width: 20, height: 20).ignoresSafeArea()) == [rect(186.5, 428.5, 20, 20)])
    }

    @Test func aColourBackgroundReachesUnderTheSafeArea() throws {
        let filling = Color.clear.background(Color.yellow, ignoresSafeAreaEdges: .all)
        #expect(try frames(named: "Color", filling).first == rect(0, 0, 393, 852))
        let view = Color.clear.background(Color.yellow)
        #expect(try frames(named: "Color", view).first == rect(0, 59, 393, 759))
    }

    @Test func siblingsOfAViewThatIgnoresTheSafeAreaStayInIt() throws {
        let view = ZStack(content: [Color.blue.ignoresSafeArea(), Color.red.frame(width: 10, height: 10)])
        #expect(try frames(named: "Color", view) == [rect(0, 0, 393, 852), rect(191.5, 433.5, 10, 10)])
    }

    @Test func thePictureIsTheScreenOnTheSystemBackground() throws {
        let light = try renderImage(Text("Hi"), on: phone, scale: 2)
        #expect(light.bitmap.width == 786 && light.bitmap.height == 1704)
        #expect(light.bitmap.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let dark = try renderImage(Text("Hi"), on: phone, scale: 1, environment: environment)
        #expect(dark.bitmap.pixel(x: 5, y: 5) == (0, 0, 0, 255))
        // What is drawn off the screen is cut off: the picture stays the screen.
        let offset = try renderImage(Color.red.frame(width: 50, height: 50).offset(x: 400), on: phone, scale: 1)
        #expect(offset.bitmap.width == 393 && offset.bitmap.height == 852)
    }

    /// Dark pixels in the status bar's rows of a white screen, between `from` and `to` (points at 1×).
    func inkInStatusBar(_ image: RenderedImage, from: Int = 0, to: Int = 393) -> Int {
        var count = 0
        for y in 0..<59 { for x in from..<to where image.bitmap.pixel(x: x, y: y).r < 128 { count += 1 } }
        return count
    }

    @Test func theStatusBarIsDrawnOnlyWhenAskedFor() throws {
        let plain = try renderImage(Color.clear, on: phone, scale: 1)
        let chrome = try renderImage(Color.clear, on: phone, statusBar: true, scale: 1)
        #expect(inkInStatusBar(plain) == 0)
        #expect(inkInStatusBar(chrome) > 100)
        // The time in the left ear, the icons in the right one, nothing where the Dynamic Island is.
        #expect(inkInStatusBar(chrome, from: 0, to: 134) > 50)
        #expect(inkInStatusBar(chrome, from: 134, to: 259) == 0)
        #expect(inkInStatusBar(chrome, from: 259, to: 393) > 50)
    }

    @Test func statusBarGoldens() throws {
        try assertGolden(Color.clear, named: "iphone-15-status-bar", in: "device", device: phone, statusBar: true)
        try assertGolden(Color.clear, named: "iphone-se-status-bar", in: "device", device: Device.named("iPhone SE")!, statusBar: true)
    }
}
