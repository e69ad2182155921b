import Foundation
import LoomUI

/// Views given a URL: `Link`, `ShareLink` and `AsyncImage`. A picture follows no link and fetches
/// nothing, so each is drawn as it first appears on a device.
extension NativeRegistry {
    func installURLViews() {
        nativeType("Link", conformances: ["View"]) { t in
            t.initializer("init(_ title: String, destination: URL)") { c in
                c.wrap(LoomUI.Link(c.string(0), destination: try c.native(1, as: URL.self).absoluteString))
            }
            t.initializer("init<Label: View>(destination: URL, @ViewBuilder label: () -> Label)") { c in
                c.wrap(LoomUI.Link(destination: try c.native(0, as: URL.self).absoluteString, label: try c.builtView(1)))
            }
        }
        nativeType("ShareLink", conformances: ["View"]) { t in
            t.initializer("init(item: Any, subject: Text? = nil, message: Text? = nil)") { c in c.wrap(LoomUI.ShareLink()) }
            t.initializer("init(_ title: String, item: Any, subject: Text? = nil, message: Text? = nil)") { c in c.wrap(LoomUI.ShareLink(c.string(0))) }
            t.initializer("init<Label: View>(item: Any, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)") { c in
                c.wrap(LoomUI.ShareLink(label: try c.builtView(3)))
            }
        }
        nativeType("AsyncImage", conformances: ["View"]) { t in
            t.initializer("init(url: URL?, scale: CGFloat = 1)") { c in c.wrap(LoomUI.AsyncImage()) }
            // The content closure is for the loaded image, which never comes: the placeholder shows.
            t.initializer("init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: (Image) -> I, @ViewBuilder placeholder: () -> P)") { c in
                c.wrap(LoomUI.AsyncImage(placeholder: try c.builtView(3)))
            }
            // Given the phase, the content is built for `.empty` (AsyncImagePhase, in the standard prelude).
            t.initializer("init<Content: View>(url: URL?, scale: CGFloat = 1, transaction: Any? = nil, @ViewBuilder content: (AsyncImagePhase) -> Content)") { c in
                let phase = try c.interpreter.member(of: c.interpreter.lookupGlobal("AsyncImagePhase", c.loc), "empty", loc: c.loc, expected: nil)
                let built = try c.interpreter.builderChildren(try c.call(try c.function(3), [phase]), loc: c.loc)
                return c.wrap(LoomUI.AsyncImage(placeholder: built.count == 1 ? built[0] : LoomUI.Group(content: built)))
            }
        }
    }
}
