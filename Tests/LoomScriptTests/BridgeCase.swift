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

/// The script's picture and the LoomUI view's, bit for bit, at 2× scale.
func expectScriptDrawsWhatLoomUIDraws(_ c: BridgeCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let r = run(c.script)
    #expect(r.errors.isEmpty, "\(r.errors)", sourceLocation: sourceLocation)
    let scripted = try #require(r.views.first, sourceLocation: sourceLocation)
    let viaScript = try LoomUI.renderImage(scripted, scale: 2)
    let direct = try LoomUI.renderImage(c.view(), scale: 2)
    expectIdenticalPictures(viaScript.bitmap, direct.bitmap, named: "bridge-" + c.script, sourceLocation: sourceLocation)
}
