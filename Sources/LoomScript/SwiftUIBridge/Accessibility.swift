extension NativeRegistry {
    /// What VoiceOver reads and how it groups a view's elements: real code annotates its views
    /// with these, and none of them changes the picture, so each returns the view unchanged.
    func installAccessibility() {
        nativeType("AccessibilityChildBehavior", conformances: ["Equatable"]) { t in
            t.constants(["ignore", "contain", "combine"].map { ($0, $0) })
        }
        nativeType("AccessibilityTraits", conformances: ["Equatable"]) { t in
            t.constants(["isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "isPlaying", "isKeyboardKey",
                         "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction",
                         "causesPageTurn", "isModal", "isToggle"].map { ($0, $0) })
        }
        nativeType("AccessibilityHeadingLevel", conformances: ["Equatable"]) { t in
            t.constants(["unspecified", "h1", "h2", "h3", "h4", "h5", "h6"].map { ($0, $0) })
        }
        nativeType("View") { t in
            for signature in ["accessibilityLabel(_ label: String)", "accessibilityLabel(_ label: Text)",
                              "accessibilityHint(_ hint: String)", "accessibilityValue(_ value: String)",
                              "accessibilityIdentifier(_ identifier: String)", "accessibilityHidden(_ hidden: Bool)",
                              "accessibilityElement(children: AccessibilityChildBehavior = .ignore)",
                              "accessibilityAddTraits(_ traits: AccessibilityTraits)", "accessibilityRemoveTraits(_ traits: AccessibilityTraits)",
                              "accessibilitySortPriority(_ sortPriority: Double)", "accessibilityInputLabels(_ inputLabels: [String])",
                              "accessibilityHeading(_ level: AccessibilityHeadingLevel)", "accessibilityShowsLargeContentViewer()",
                              "accessibilityAction(named name: String, _ handler: () -> Void)",
                              "accessibilityAdjustableAction(_ handler: (Any) -> Void)"] {
                t.method(signature) { c in c.receiverValue }
            }
        }
    }
}
