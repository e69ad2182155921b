import LoomGraphics
import LoomUI

/// The style values controls take (`.bordered`, `.segmented`, `.titleOnly`, …) and button roles.
extension NativeRegistry {
    func installControlStyles() {
        nativeType("ButtonStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", ButtonStyle.automatic), ("borderless", ButtonStyle.borderless), ("plain", ButtonStyle.plain),
                         ("bordered", ButtonStyle.bordered), ("borderedProminent", ButtonStyle.borderedProminent)])
        }
        nativeType("PickerStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", PickerStyle.automatic), ("menu", PickerStyle.menu), ("segmented", PickerStyle.segmented)])
        }
        nativeType("LabelStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", LabelStyle.automatic), ("titleAndIcon", LabelStyle.titleAndIcon),
                         ("iconOnly", LabelStyle.iconOnly), ("titleOnly", LabelStyle.titleOnly)])
        }
        nativeType("TextFieldStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", TextFieldStyle.automatic), ("plain", TextFieldStyle.plain), ("roundedBorder", TextFieldStyle.roundedBorder)])
        }
        nativeType("ListStyle", conformances: ["Equatable"]) { t in
            t.constants([("automatic", ListStyle.automatic), ("insetGrouped", ListStyle.insetGrouped), ("grouped", ListStyle.grouped), ("plain", ListStyle.plain)])
        }
        nativeType("ButtonRole", conformances: ["Equatable"]) { t in
            t.constants([("destructive", ButtonRole.destructive), ("cancel", ButtonRole.cancel)])
        }
    }
}
