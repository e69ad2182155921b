/// The bridge: LoomUI exposed to scripts as SwiftUI. Each family is a declarative table in its
/// own file (`Stacks.swift`, `Shapes.swift`, `Modifiers.swift`, …) written with the one-line
/// signatures of `NativeTypeBuilder`, so adding an API is usually one line.
extension NativeRegistry {
    func installBridge() {
        installProtocols()
        installGeometry()
        installPathReferences()
        installLayoutValues()
        installColors()
        installText()
        installTextAttributes()
        installStructure()
        installStacks()
        installShapes()
        installModifiers()
        installImages()
        installURLViews()
        installControls()
        installControlStyles()
        installGrids()
        installScrollView()
        installGeometryReader()
        installNavigation()
        installSafeArea()
        installTabs()
        installPresentations()
        installContainers()
        installMoreModifiers()
        installEnvironment()
        installViewModifiers()
        installPlatformColors()
        installPlatformFonts()
        installPlatformImages()
        installAnimations()
        installMatchedGeometry()
        installPreferences()
        installMotion()
        installDispatch()
        installTimeline()
        installPhaseAnimator()
        installKeyframes()
        installGestures()
        installCoreGraphics()
        installSIMD()
        installPathOperations()
        installPathElements()
        installScreen()
        installTraitValues()
        installAnimatable()
        installFeedback()
        installTimers()
        installOnChange()
        installTransactions()
        installPreviews()
        installStateWrappers()
        installNumberFormats()
        installDates()
        installCanvas()
        installMenus()
        installAccessibility()
        installGauges()
        installRedaction()
        installProgressViewStyles()
        installButtonStyles()
        installToggleStyles()
        installLayouts()
        installLayoutValueKeys()
        installUIKitViews()
    }

    /// `View`, `Shape` and `ShapeStyle` hold the members every conforming value gets.
    func installProtocols() {
        nativeType("View") { t in t.type.implicitMemberTypes = ["Color"] }
        nativeType("Shape", conformances: ["View"])
        nativeType("InsettableShape", conformances: ["Shape", "View"])
        nativeType("ShapeStyle") { t in
            t.type.implicitMemberTypes = ["Color"]
            t.staticValue("static let foreground: ForegroundStyle") { i in i.wrapNative(ForegroundStyle()) }
            t.staticValue("static let tint: TintShapeStyle") { i in i.wrapNative(TintShapeStyle()) }
            // Where a ShapeStyle is expected these are hierarchical (relative to the foreground);
            // where a Color is expected, `Color.secondary` and friends.
            t.staticValue("static let primary: some ShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.primary) }
            t.staticValue("static let secondary: some ShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.secondary) }
            t.staticValue("static let tertiary: some ShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.tertiary) }
            t.staticValue("static let quaternary: some ShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.quaternary) }
        }
        for name in ["Identifiable", "Hashable", "Equatable", "Comparable", "CustomStringConvertible", "PreviewProvider", "Animatable", "Sendable", "Codable", "CaseIterable", "ViewBuilder"] {
            nativeType(name)
        }
    }
}

import LoomUI
