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
            t.constants(of: ButtonRole.self)
        }
        // iOS 13's style structs, `SegmentedPickerStyle()` and friends: each makes the value its
        // `.segmented` spelling names, typed as the style protocol so the modifier takes it.
        let structs: [(String, String, Any)] = [
            ("DefaultButtonStyle", "ButtonStyle", ButtonStyle.automatic), ("BorderlessButtonStyle", "ButtonStyle", ButtonStyle.borderless),
            ("PlainButtonStyle", "ButtonStyle", ButtonStyle.plain), ("BorderedButtonStyle", "ButtonStyle", ButtonStyle.bordered),
            ("BorderedProminentButtonStyle", "ButtonStyle", ButtonStyle.borderedProminent),
            ("DefaultPickerStyle", "PickerStyle", PickerStyle.automatic), ("MenuPickerStyle", "PickerStyle", PickerStyle.menu),
            ("SegmentedPickerStyle", "PickerStyle", PickerStyle.segmented),
            ("DefaultTextFieldStyle", "TextFieldStyle", TextFieldStyle.automatic), ("PlainTextFieldStyle", "TextFieldStyle", TextFieldStyle.plain),
            ("RoundedBorderTextFieldStyle", "TextFieldStyle", TextFieldStyle.roundedBorder),
            ("DefaultListStyle", "ListStyle", ListStyle.automatic), ("PlainListStyle", "ListStyle", ListStyle.plain),
            ("GroupedListStyle", "ListStyle", ListStyle.grouped), ("InsetGroupedListStyle", "ListStyle", ListStyle.insetGrouped),
            ("DefaultLabelStyle", "LabelStyle", LabelStyle.automatic), ("TitleAndIconLabelStyle", "LabelStyle", LabelStyle.titleAndIcon),
            ("IconOnlyLabelStyle", "LabelStyle", LabelStyle.iconOnly), ("TitleOnlyLabelStyle", "LabelStyle", LabelStyle.titleOnly),
        ]
        for (name, protocolName, payload) in structs {
            nativeType(name, conformances: [protocolName]) { t in
                t.initializer("init()") { c in c.interpreter.wrap(payload, as: protocolName) }
            }
        }
        nativeType("ButtonBorderShape", conformances: ["Equatable"]) { t in
            t.constants([("automatic", ButtonBorderShape.automatic), ("capsule", .capsule), ("circle", .circle),
                         ("roundedRectangle", .roundedRectangle(radius: nil))] as [(String, ButtonBorderShape)])
            t.staticMethod("roundedRectangle(radius: CGFloat)") { c in c.wrap(ButtonBorderShape.roundedRectangle(radius: try c.double(0))) }
        }
        nativeType("ControlSize", conformances: ["Equatable"]) { t in
            t.constants(of: ControlSize.self)
        }
    }
}
