import Testing
import SwiftParser
import SwiftSyntax
@testable import LoomScript

/// Every API the SwiftUI bridge declares must have a differential case (a script drawn against
/// the same view built with LoomUI) or a written reason why not (`BridgeCoverageExemptions`).
/// A bridged API with neither fails here, as does a stale reason (for a name that is now
/// covered, or that the bridge no longer declares).
///
/// What is counted: the types `SwiftUIBridge/` declares or adds to (those with any member:
/// marker protocols such as `Hashable` are only names), and the names of their methods and
/// static methods. A case exercises what its script names, read by Swift's own parser: a member
/// access or call (`.blur(radius:)`, `foregroundColor(…)` in an extension), a type written out
/// (`Circle()`, `let t: Text`, `Font.Weight.bold`), or a type reached through an implicit member
/// in an argument whose parameter it types (`.degrees(30)` given to `rotationEffect(_ angle: Angle)`
/// exercises `Angle`; each branch of a `?:` counts), or an operator (`a < b`). A name the
/// script declares as its own function does not count. Names are counted, not overloads: an
/// argument a covered entry accepts but does not draw is listed in `droppedArguments`.
/// A new `BridgeDifferential…Tests` suite counts once its cases are added to `scripts`.
@Suite("Bridge coverage: every bridged API has a differential case or a reason")
struct BridgeCoverageTests {
    /// The scripts of every differential case.
    static var scripts: [String] {
        // In two sums: one chain of them all is too long for the type checker.
        let earlier: [String] = BridgeDifferentialTests.cases.map(\.script)
            + BridgeDifferentialLeftoverTests.cases.map(\.script)
            + BridgeDifferentialNavigationTests.cases.map(\.script)
            + BridgeDifferentialPackageTests.cases.map(\.script)
            + BridgeDifferentialTutorialTests.cases.map(\.script)
            + BridgeDifferentialEffectTests.cases.map(\.script)
            + BridgeDifferentialLayoutTests.cases.map(\.script) + BridgeDifferentialLayoutTests.deviceCases.map(\.script)
            + BridgeDifferentialTextTests.cases.map(\.script)
            + BridgeDifferentialStyleTests.cases.map(\.script)
            + BridgeDifferentialShapeTests.cases.map(\.script)
            + BridgeDifferentialControlTests.cases.map(\.script) + BridgeDifferentialControlTests.deviceCases.map(\.script)
            + BridgeDifferentialStillTests.cases.map(\.script)
            + BridgeDifferentialScreenTests.cases.map(\.script)
            + BridgeDifferentialExtlibs3Tests.cases.map(\.script)
            + BridgeDifferentialExtlibs11Tests.cases.map(\.script)
            + BridgeDifferentialExtlibs13Tests.cases.map(\.script)
            + BridgeDifferentialExtlibs14Tests.cases.map(\.script)
            + BridgeDifferentialExtlibs15Tests.cases.map(\.script)
            + BridgeDifferentialCanvasTests.cases.map(\.script)
        return earlier + BridgeDifferentialExtlibs19Tests.cases.map(\.script) + BridgeDifferentialExtlibs20Tests.cases.map(\.script)
            + BridgeDifferentialExtlibs21Tests.cases.map(\.script)
    }

    /// The bridged surface: type names, and member names with the types declaring them.
    struct Surface {
        var types: Set<String> = []
        var members: [String: Set<String>] = [:]

        init(_ registry: NativeRegistry) {
            registry.parseEverySignature()
            for name in registry.bridgeTypeNames {
                guard let t = registry.types[name] else { continue }
                let names = Set(t.methods.keys).union(t.staticMethods.keys).subtracting(["subscript"])
                let hasMembers = !t.inits.isEmpty || !names.isEmpty || !t.staticProperties.isEmpty || !t.properties.isEmpty
                if hasMembers { types.insert(name) }
                for m in names { members[m, default: []].insert(name) }
            }
        }
    }

    /// What one script names.
    final class Usage: SyntaxVisitor {
        var members: Set<String> = []
        var types: Set<String> = []
        var declaredFunctions: Set<String> = []
        /// `callee(label: .member)`: an implicit member given as an argument.
        var implicitArguments: [(callee: String, label: String?, member: String)] = []

        init(_ script: String) {
            super.init(viewMode: .sourceAccurate)
            walk(Parser.parse(source: script))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            declaredFunctions.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.declName.baseName.text
            if let dotted = Self.typeName(node) { types.insert(dotted) } else { members.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.baseName.text
            if name.first?.isUppercase == true {
                types.insert(name)
            } else if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
                // A bare call (`foregroundColor(.red)` inside `extension View`) is a member of `self`.
                members.insert(name)
            }
            return .visitChildren
        }

        /// `a + b`, `-angle`: operators are members of their operands' types.
        override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            members.insert(node.operator.text)
            return .visitChildren
        }

        override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            members.insert(node.operator.text)
            return .visitChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            types.insert(node.name.text)
            return .visitChildren
        }

        override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
            types.insert(node.trimmedDescription.filter { !$0.isWhitespace })
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee: String
            if let m = node.calledExpression.as(MemberAccessExprSyntax.self) {
                callee = m.declName.baseName.text
            } else if let r = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                callee = r.baseName.text
            } else {
                return .visitChildren
            }
            for argument in node.arguments {
                for member in Self.implicitMembers(argument.expression) {
                    implicitArguments.append((callee, argument.label?.text, member))
                }
            }
            return .visitChildren
        }

        /// `Font.Weight` in `Font.Weight.bold`, `Gradient.Stop(…)`: a member access naming a type.
        static func typeName(_ node: MemberAccessExprSyntax) -> String? {
            let name = node.declName.baseName.text
            guard name.first?.isUppercase == true, let base = node.base else { return nil }
            if let r = base.as(DeclReferenceExprSyntax.self) { return r.baseName.text + "." + name }
            if let m = base.as(MemberAccessExprSyntax.self), let outer = typeName(m) { return outer + "." + name }
            return nil
        }

        /// `.top`, `.degrees(30)`, `[.horizontal, .top]`: implicit members an argument names.
        static func implicitMembers(_ expression: ExprSyntax) -> [String] {
            if let m = expression.as(MemberAccessExprSyntax.self), m.base == nil { return [m.declName.baseName.text] }
            if let call = expression.as(FunctionCallExprSyntax.self) { return implicitMembers(call.calledExpression) }
            if let array = expression.as(ArrayExprSyntax.self) { return array.elements.flatMap { implicitMembers($0.expression) } }
            if let optional = expression.as(OptionalChainingExprSyntax.self) { return implicitMembers(optional.expression) }
            // `large ? .large : .medium`, unfolded: each branch is an argument's possible value.
            if let sequence = expression.as(SequenceExprSyntax.self) {
                return sequence.elements.flatMap { element in
                    element.as(UnresolvedTernaryExprSyntax.self).map { implicitMembers($0.thenExpression) } ?? implicitMembers(element)
                }
            }
            return []
        }
    }

    /// The names the differential cases exercise, of those `surface` holds.
    static func exercised(by scripts: [String], in surface: Surface, registry: NativeRegistry) -> Set<String> {
        var covered: Set<String> = []
        for script in scripts {
            let usage = Usage(script)
            covered.formUnion(usage.members.subtracting(usage.declaredFunctions).filter { surface.members[$0] != nil })
            covered.formUnion(usage.types.filter { surface.types.contains($0) })
            for (callee, label, member) in usage.implicitArguments {
                for type in parameterTypes(callee: callee, label: label, registry: registry) {
                    for owner in [type] + (registry.types[type]?.implicitMemberTypes ?? []) {
                        guard let t = registry.types[owner], surface.types.contains(owner) else { continue }
                        if t.staticProperties[member] != nil || t.staticMethods[member] != nil { covered.insert(owner) }
                    }
                }
            }
        }
        return covered
    }

    /// The types of the parameters labelled `label` of every bridged function named `callee`
    /// (its initializers, when `callee` is a type).
    static func parameterTypes(callee: String, label: String?, registry: NativeRegistry) -> Set<String> {
        var functions: [NativeFunction] = registry.types[callee]?.inits ?? []
        for t in registry.types.values {
            functions += t.methods[callee] ?? []
            functions += t.staticMethods[callee] ?? []
        }
        var types: Set<String> = []
        for f in functions {
            for p in f.decl.params where (p.label == "_" ? nil : p.label) == label {
                var type = p.type
                while true {
                    if case .optional(let w)? = type { type = w } else if case .array(let w)? = type { type = w } else { break }
                }
                guard case .named(let name, _)? = type else { continue }
                // `tint<S: ShapeStyle>(_ tint: S?)`: a placeholder stands for what it requires.
                let required = f.decl.genericRequirements.first { $0.parameter == name }?.protocols ?? []
                types.formUnion(required.isEmpty ? [name] : required)
            }
        }
        return types
    }

    @Test func everyBridgedNameHasACaseOrAReason() {
        let registry = NativeRegistry.shared
        let surface = Surface(registry)
        let all = surface.types.union(surface.members.keys)
        let covered = Self.exercised(by: Self.scripts, in: surface, registry: registry)
        let exempt = BridgeCoverageExemptions.reasons
        let missing = all.subtracting(covered).subtracting(exempt.keys).sorted()
        let described = missing.map { surface.types.contains($0) ? "type \($0)" : "member \($0) of \(surface.members[$0]!.sorted().joined(separator: ", "))" }
        #expect(missing == [], "bridged with no differential case and no exemption:\n\(described.joined(separator: "\n"))")
        let stale = Set(exempt.keys).intersection(covered).sorted()
        #expect(stale == [], "exempted but covered by a case (drop the exemption): \(stale)")
        let unknown = Set(exempt.keys).subtracting(all).sorted()
        #expect(unknown == [], "exempted but not bridged: \(unknown)")
        let byKind = Dictionary(grouping: exempt.values, by: \.kind).mapValues(\.count).sorted { $0.key < $1.key }
        print("bridge coverage: \(covered.count)/\(all.count) names covered (types \(covered.intersection(surface.types).count)/\(surface.types.count), "
              + "members \(covered.subtracting(surface.types).count)/\(surface.members.count)); \(exempt.count) exempted: "
              + byKind.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
    }

    /// Each dropped argument names a signature the bridge declares, so the list cannot outlive a fix.
    @Test func everyDroppedArgumentNamesADeclaredSignature() {
        let registry = NativeRegistry.shared
        registry.parseEverySignature()
        for signature in BridgeCoverageExemptions.droppedArguments.keys {
            let open = signature.firstIndex(of: "(")!
            let qualified = signature[..<open], labels = signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
            let dot = qualified.lastIndex(of: ".")!
            let typeName = String(qualified[..<dot]), name = String(qualified[qualified.index(after: dot)...])
            let wanted = labels.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
            let type = registry.types[typeName]
            let functions = name == "init" ? type?.inits ?? [] : (type?.methods[name] ?? []) + (type?.staticMethods[name] ?? [])
            let found = functions.contains { f in f.decl.params.map { $0.label ?? "_" } == wanted }
            #expect(found, "\(signature) is not a bridged signature")
        }
    }
}

/// Why a bridged name has no differential case: one line each. `knownFailure` marks an entry
/// that does not draw what SwiftUI draws and is not fixed yet; `droppedArguments` lists, by
/// signature, arguments of covered entries that are accepted but not drawn.
enum BridgeCoverageExemptions {
    enum Reason {
        /// A value with no picture of its own (Foundation, CoreGraphics, UIKit objects).
        case notDrawn(String)
        /// Acts on an animated picture's clock, never in a still (timers, dispatch, tasks).
        case overTime(String)
        /// Only does something on input (typing, tapping, haptics, hit testing).
        case interactiveOnly(String)
        /// Changes nothing SwiftUI draws (accessibility, identity, Xcode preview settings).
        case noStillEffect(String)
        /// Exercised by cases that never write its name.
        case unnamed(String)
        /// The bridge does not draw what SwiftUI draws yet.
        case knownFailure(String)

        var kind: String {
            switch self {
            case .notDrawn: "not drawn"
            case .overTime: "over time"
            case .interactiveOnly: "interactive only"
            case .noStillEffect: "no still effect"
            case .unnamed: "unnamed"
            case .knownFailure: "known failure"
            }
        }
    }

    static let reasons: [String: Reason] = [
        // Values: Foundation, CoreGraphics, SIMD, UIKit objects read by scripts.
        "CGVector": .notDrawn("a CoreGraphics displacement value; no view takes one"),
        "CIColor": .notDrawn("a Core Image colour value; the views take UIColor and CGColor (covered)"),
        "simd_double2": .notDrawn("vector arithmetic (SIMDBridgeTests)"),
        "simd_float2": .notDrawn("vector arithmetic (SIMDBridgeTests)"),
        "Calendar.Component": .notDrawn("Foundation calendar arithmetic"),
        "component": .notDrawn("Calendar.component(_:from:): a number"),
        "startOfDay": .notDrawn("Calendar.startOfDay(for:): a date"),
        "isDateInToday": .notDrawn("Calendar.isDateInToday(_:): a Bool"),
        "dateComponents": .notDrawn("Calendar.dateComponents(_:from:): numbers (fixtures/platform/calendar_members.swift)"),
        "isDate": .notDrawn("Calendar.isDate(_:inSameDayAs:): a Bool (fixtures/platform/calendar_members.swift)"),
        "DateFormatter.Style": .unnamed("assigned (f.dateStyle = .long) in BridgeDifferentialTutorialTests' DateFormatter case, which the scan does not read"),
        "Locale": .notDrawn("Foundation value; pictures are drawn in en_US"),
        "TimeZone": .notDrawn("Foundation value; pictures are drawn in UTC"),
        "secondsFromGMT": .notDrawn("TimeZone.secondsFromGMT(): a number"),
        "NSAttributedString": .notDrawn("UIKit string measuring (size(withAttributes:), PlatformFontTests): a size"),
        "NSAttributedString.Key": .notDrawn("keys of UIKit string measuring"),
        "UIEdgeInsets": .notDrawn("insets a CGRect (CGRect.inset(by:)): a rectangle"),
        "getRed": .notDrawn("UIColor.getRed(_:green:blue:alpha:): components out of a colour"),
        "getHue": .notDrawn("UIColor.getHue(_:saturation:brightness:alpha:): components out of a colour"),
        "getWhite": .notDrawn("UIColor.getWhite(_:alpha:): components out of a colour"),
        "UIDevice": .notDrawn("device facts a script reads (an iPhone's)"),
        "UIScreen": .notDrawn("screen facts a script reads (the device's bounds and scale)"),
        "UITraitCollection": .notDrawn("the traits a dynamic UIColor's provider reads"),
        "UIUserInterfaceIdiom": .notDrawn("a trait value (.phone)"),
        "UIUserInterfaceStyle": .notDrawn("a trait value (.light, .dark)"),
        "UIHostingController": .notDrawn("measures a view (BridgeDifferentialPackageTests.hostingControllerMeasuresTheView)"),
        // Environment values scripts read; a picture is drawn at their resting values.
        "ColorSchemeContrast": .notDrawn("an environment value scripts read (.standard at rest)"),
        "LegibilityWeight": .notDrawn("an environment value scripts read (.regular at rest)"),
        "UserInterfaceSizeClass": .notDrawn("an environment value scripts read (compact width on an iPhone)"),
        "EditMode": .notDrawn("an environment value scripts read (.inactive at rest)"),
        "ScenePhase": .notDrawn("an environment value scripts read (.active at rest)"),
        "PresentationMode": .notDrawn("an environment value scripts read and dismiss (BridgeDifferentialTests' resting case)"),
        // Over time: actions on an animated picture's clock.
        "DispatchQueue": .overTime("schedules work (DispatchBridgeTests)"),
        "async": .overTime("DispatchQueue.async: runs later (DispatchBridgeTests)"),
        "asyncAfter": .overTime("DispatchQueue.asyncAfter: runs later (DispatchBridgeTests)"),
        "DispatchTime": .overTime("a moment on the dispatch clock (DispatchBridgeTests)"),
        "DispatchTimeInterval": .overTime("a delay on the dispatch clock"),
        "seconds": .overTime("a delay (DispatchTimeInterval, Duration)"),
        "milliseconds": .overTime("a delay (DispatchTimeInterval, Duration)"),
        "microseconds": .overTime("a delay (DispatchTimeInterval)"),
        "nanoseconds": .overTime("a delay (DispatchTimeInterval)"),
        "Duration": .overTime("a delay for Task.sleep"),
        "Task": .overTime("async work; a still shows the view before it runs"),
        "detached": .overTime("Task.detached: async work"),
        "sleep": .overTime("Task.sleep: waits on the clock"),
        "checkCancellation": .overTime("Task.checkCancellation: Loom's tasks are never cancelled, so it never throws"),
        "Timer.TimerPublisher": .overTime("fires on the clock (TimerBridgeTests); its still is covered by onReceive's case"),
        "connect": .overTime("starts a timer publisher by hand (autoconnect() is covered)"),
        "scheduledTimer": .overTime("Timer.scheduledTimer: fires on the clock (TimerBridgeTests)"),
        "AnimationCompletionCriteria": .overTime("when withAnimation's completion runs"),
        // Input: typing, tapping, focus, editing, haptics.
        "keyboardType": .interactiveOnly("the keyboard a field brings up"),
        "UIKeyboardType": .interactiveOnly("the keyboard a field brings up"),
        "autocapitalization": .interactiveOnly("how typing is capitalized"),
        "UITextAutocapitalizationType": .interactiveOnly("how typing is capitalized"),
        "textInputAutocapitalization": .interactiveOnly("how typing is capitalized"),
        "TextInputAutocapitalization": .interactiveOnly("how typing is capitalized"),
        "autocorrectionDisabled": .interactiveOnly("autocorrection while typing"),
        "disableAutocorrection": .interactiveOnly("autocorrection while typing"),
        "textContentType": .interactiveOnly("what autofill offers while typing"),
        "UITextContentType": .interactiveOnly("what autofill offers while typing"),
        "submitLabel": .interactiveOnly("the return key's label on the keyboard"),
        "SubmitLabel": .interactiveOnly("the return key's label on the keyboard"),
        "onSubmit": .interactiveOnly("runs when return is pressed"),
        "scrollDismissesKeyboard": .interactiveOnly("keyboard dismissal on scroll"),
        "ScrollDismissesKeyboardMode": .interactiveOnly("keyboard dismissal on scroll"),
        "searchSuggestions": .interactiveOnly("shown only while a search field is being edited"),
        "focusable": .interactiveOnly("focus moves only on input; nothing is focused in a picture"),
        "focusSection": .interactiveOnly("focus moves only on input"),
        "focusEffectDisabled": .interactiveOnly("the focus ring; nothing is focused in a picture"),
        "AccessibilityFocusState": .interactiveOnly("accessibility focus; nothing is focused in a picture"),
        "accessibilityFocused": .interactiveOnly("accessibility focus; nothing is focused in a picture"),
        "allowsHitTesting": .interactiveOnly("whether taps reach the view"),
        "contentShape": .interactiveOnly("the shape taps are tested against"),
        "onDelete": .interactiveOnly("swipe to delete a list row"),
        "onMove": .interactiveOnly("drag to reorder list rows"),
        "deleteDisabled": .interactiveOnly("swipe to delete a list row"),
        "moveDisabled": .interactiveOnly("drag to reorder list rows"),
        "menuOrder": .interactiveOnly("the order of an open menu's items"),
        "prepare": .interactiveOnly("haptics"),
        "impactOccurred": .interactiveOnly("haptics"),
        "notificationOccurred": .interactiveOnly("haptics"),
        "selectionChanged": .interactiveOnly("haptics"),
        "UIImpactFeedbackGenerator": .interactiveOnly("haptics"),
        "UIImpactFeedbackGenerator.FeedbackStyle": .interactiveOnly("haptics"),
        "UINotificationFeedbackGenerator": .interactiveOnly("haptics"),
        "UINotificationFeedbackGenerator.FeedbackType": .interactiveOnly("haptics"),
        "UISelectionFeedbackGenerator": .interactiveOnly("haptics"),
        "SensoryFeedback.Flexibility": .interactiveOnly("haptics"),
        // Nothing SwiftUI draws changes.
        "id": .noStillEffect("identity for diffing, transitions and scrolling"),
        "previewDisplayName": .noStillEffect("an Xcode preview setting, not part of the view"),
        "previewDevice": .noStillEffect("an Xcode preview setting (loom previews names the device)"),
        "PreviewDevice": .noStillEffect("an Xcode preview setting"),
        "previewLayout": .noStillEffect("an Xcode preview setting"),
        "PreviewLayout": .noStillEffect("an Xcode preview setting"),
        "previewInterfaceOrientation": .noStillEffect("an Xcode preview setting"),
        "InterfaceOrientation": .noStillEffect("an Xcode preview setting"),
        "addSubview": .noStillEffect("a UIKit view's own hierarchy inside UIViewRepresentable; Loom draws the representable's view"),
        "removeFromSuperview": .noStillEffect("a UIKit view's own hierarchy inside UIViewRepresentable"),
        "setNeedsLayout": .noStillEffect("UIKit layout passes; the representable is laid out by SwiftUI"),
        "layoutIfNeeded": .noStillEffect("UIKit layout passes; the representable is laid out by SwiftUI"),
        "setNeedsDisplay": .noStillEffect("UIKit redraw requests"),
        "invalidateIntrinsicContentSize": .noStillEffect("UIKit layout passes"),
        "sizeToFit": .noStillEffect("UIKit layout passes; the representable is laid out by SwiftUI"),
        "setContentHuggingPriority": .noStillEffect("Auto Layout priorities, which SwiftUI's layout of a representable does not read"),
        "setContentCompressionResistancePriority": .noStillEffect("Auto Layout priorities, which SwiftUI's layout of a representable does not read"),
        // Exercised, but never by name.
        "ShapeView": .unnamed("the type of a filled or stroked shape, drawn by the fill(…).stroke(…) and stroke(…).fill(…) cases (BridgeDifferentialShapeTests, BridgeDifferentialExtlibs11Tests)"),
        "ButtonStyleConfiguration": .unnamed("a ButtonStyle's `Configuration`, read by the custom style cases (BridgeDifferentialExtlibs3Tests)"),
        "ToggleStyleConfiguration": .unnamed("a ToggleStyle's `Configuration`, read by the custom style case (BridgeDifferentialControlTests)"),
        "PrimitiveButtonStyleConfiguration": .unnamed("a PrimitiveButtonStyle's `Configuration`, read by its case (BridgeDifferentialExtlibs3Tests)"),
        "LayoutSubview": .unnamed("the elements of a custom Layout's `Subviews`, placed by the Layout cases (BridgeDifferentialExtlibs3Tests)"),
        "LayoutProperties": .unnamed("a custom Layout's `layoutProperties`, at its default in the Layout cases"),
        "ViewSpacing": .unnamed("what a custom Layout's subviews' `spacing` returns, read by the flow Layout case"),
        // Not drawn as SwiftUI draws them yet.
        "monospacedDigit": .knownFailure("digits keep their proportional widths: Loom's text has no tabular figures (Font and Text)"),
        "monospacedDigitSystemFont": .knownFailure("digits keep their proportional widths, as for monospacedDigit()"),
        "antialiased": .knownFailure("ignored: Image.antialiased(false) still draws antialiased edges"),
        "indexViewStyle": .knownFailure("the page index's background (.page(backgroundDisplayMode: .always)) is not drawn, and its implicit-member forms do not type-check"),
        "menuStyle": .knownFailure("ignored: a menu at rest is drawn as its button under the button style, whatever its menu style"),
        "menuIndicator": .knownFailure("ignored: no menu indicator is drawn either way"),
        "UIImage.SymbolConfiguration": .knownFailure("UIImage(systemName:withConfiguration:) ignores the point size, weight and scale"),
        "UIImage.SymbolScale": .knownFailure("part of the symbol configuration UIImage(systemName:withConfiguration:) ignores"),
        "UIImage.SymbolWeight": .knownFailure("part of the symbol configuration UIImage(systemName:withConfiguration:) ignores"),
        "LayoutDirection": .knownFailure("read as .leftToRight; .environment(\\.layoutDirection, .rightToLeft) does not mirror the layout"),
        "DynamicTypeSize": .knownFailure("read as .large; .environment(\\.dynamicTypeSize, …) does not resize text"),
        "ContentSizeCategory": .knownFailure("read as .large; .environment(\\.sizeCategory, …) does not resize text"),
    ]

    /// Arguments of covered entries that are accepted but not drawn, by the entry's signature
    /// (`Type.name(label:…)`, `_` for an unlabelled parameter).
    static let droppedArguments: [String: String] = [
        "Image.resizable(capInsets:resizingMode:)": "cap insets and .tile are not drawn: the whole image stretches",
        "Capsule.init(style:)": "style is ignored: capsules are drawn with circular ends",
        "GraphicsContext.clip(to:style:options:)": "options (.inverse) is not drawn",
        "GraphicsContext.addFilter(_:options:)": "options (.linearColor) is not drawn: filters work on gamma-encoded colours",
        "GraphicsContext.Filter.blur(radius:options:)": ".dithersResult is not drawn (an 8-bit raster has nothing to dither)",
        "GraphicsContext.Filter.shadow(color:radius:x:y:blendMode:options:)": ".disablesGroup is not drawn: the object and its shadow are one layer",
        "Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:)": "opaque, colorMode and rendersAsynchronously are not drawn",
        "Canvas.init(opaque:colorMode:rendersAsynchronously:renderer:symbols:)": "opaque, colorMode and rendersAsynchronously are not drawn",
        "Shape.stroke(_:lineWidth:antialiased:)": "antialiased: false still antialiases",
        "Shape.strokeBorder(_:lineWidth:antialiased:)": "antialiased: false still antialiases",
        "TextField.init(_:text:prompt:axis:)": "axis: .vertical is ignored: a field that grows over lines is drawn on one",
        "UIImage.init(systemName:withConfiguration:)": "the configuration is not applied",
    ]
}
