import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// What rendering real packages found missing in the twenty-first measurement (`extlibs21` repro
/// 03): each script must draw the pixels of the LoomUI view that states SwiftUI's rule for it.
@Suite("Bridge differential: extlibs21 gaps")
struct BridgeDifferentialExtlibs21Tests {
    typealias Case = BridgeCase

    static let cases: [Case] = [
        // 03 (circular-progress): `#selector` names a method by its Objective-C name, and a
        // `CADisplayLink` made with one is set up as UIKit code does; a still is drawn before its
        // first frame, so it never calls its target there.
        Case(script: """
            import SwiftUI

            final class Spinner: NSObject {
                var frames = 0
                @objc func frame(displaylink: CADisplayLink) { frames += 1 }
            }
            let spinner = Spinner()
            let link = CADisplayLink(target: spinner, selector: #selector(Spinner.frame(displaylink:)))
            link.preferredFramesPerSecond = 30
            link.add(to: .current, forMode: .default)
            link.isPaused = true
            let times = [link.timestamp, link.targetTimestamp, link.duration].map { Int($0 * 30) }
            link.remove(from: .current, forMode: .default)
            link.invalidate()
            VStack {
                Text(NSStringFromSelector(#selector(Spinner.frame(displaylink:))))
                Text("\\(Selector("tick").description) \\(link.preferredFramesPerSecond) \\(link.isPaused) \\(times) \\(spinner.frames)")
            }
            """) {
            VStack(content: [Text("frameWithDisplaylink:"), Text("tick 30 true [0, 1, 1] 0")])
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
