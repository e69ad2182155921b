import LoomUI
import LoomTestSupport
import Testing
@testable import LoomScript

/// One differential case: a script, and the LoomUI view that states SwiftUI's rule for what it
/// draws. Every `BridgeDifferential…Tests` suite lists its cases as these.
struct BridgeCase: CustomTestStringConvertible, @unchecked Sendable {
    let script: String
    let view: () -> any ViewNode
    var testDescription: String { script }
}

/// The script's picture and the LoomUI view's, bit for bit: at 2× scale, or on an iPhone 15's
/// screen with its status bar. `lastView` takes the block's last view (a block that shows several).
func expectScriptDrawsWhatLoomUIDraws(_ c: BridgeCase, onAPhone: Bool = false, lastView: Bool = false,
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
    let r = run(c.script)
    #expect(r.errors.isEmpty, "\(r.errors)", sourceLocation: sourceLocation)
    let scripted = try #require(lastView ? r.views.last : r.views.first, sourceLocation: sourceLocation)
    let viaScript: RenderedImage, direct: RenderedImage
    if onAPhone {
        let phone = try #require(Device.named("iPhone 15"), sourceLocation: sourceLocation)
        (viaScript, direct) = (try LoomUI.renderImage(scripted, on: phone, statusBar: true), try LoomUI.renderImage(c.view(), on: phone, statusBar: true))
    } else {
        (viaScript, direct) = (try LoomUI.renderImage(scripted, scale: 2), try LoomUI.renderImage(c.view(), scale: 2))
    }
    expectIdenticalPictures(viaScript.bitmap, direct.bitmap, named: "bridge-" + c.script, sourceLocation: sourceLocation)
}
