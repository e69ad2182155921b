import LoomUI

/// `ignoresSafeArea`/`edgesIgnoringSafeArea`: a view grows under the status bar and the home
/// indicator of a device canvas (`//| device:`); elsewhere pictures have no safe area.
extension NativeRegistry {
    func installSafeArea() {
        nativeType("SafeAreaRegions", conformances: ["Equatable"]) { t in
            t.constants([("all", SafeAreaRegions.all), ("container", SafeAreaRegions.container), ("keyboard", SafeAreaRegions.keyboard)])
        }
        nativeType("View") { t in
            t.method("ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)") { c in
                c.wrap(try c.receiverView().ignoresSafeArea(try c.native(0), edges: try c.native(1)))
            }
            t.method("edgesIgnoringSafeArea(_ edges: Edge.Set)") { c in
                c.wrap(try c.receiverView().edgesIgnoringSafeArea(try c.native(0)))
            }
        }
    }
}
