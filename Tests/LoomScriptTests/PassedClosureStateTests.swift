import Testing
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// A closure made in one view's body and run by another (a child's `onAppear` calling the
/// parent's `onComplete`, as itstheceo/TypewriterCarouselView does): what it sets is the state of
/// the view that made it, and that view is drawn with it, as in SwiftUI.
@Suite("Closures passed to other views set their own view's state")
struct PassedClosureStateTests {
    static let child = """
        struct Child: View {
            var text: String?
            var onComplete: () -> Void
            var body: some View { Text(text ?? "nil").onAppear { onComplete() } }
        }
        """

    @Test("A parent's closure run by its child's onAppear sets the parent's state: the still shows it")
    func parentStateSetFromChild() throws {
        let view = try AnimatorBridgeTests.scriptView(Self.child + """

            struct Parent: View {
                @State private var current: String?
                var body: some View { Child(text: current) { current = "Hello" } }
            }
            Parent()
            """)
        let environment = try #require(try settledEnvironment(view, scale: 1))
        #expect(try renderImage(view, scale: 1, environment: environment).bitmap.rgbaBytes() == (try renderImage(Text("Hello"), scale: 1)).bitmap.rgbaBytes())
    }

    @Test("The parent's change reaches a sibling that reads the same state")
    func siblingSeesTheParentsChange() throws {
        let view = try AnimatorBridgeTests.scriptView(Self.child + """

            struct Parent: View {
                @State private var current: String?
                var body: some View {
                    VStack(spacing: 0) {
                        Text(current ?? "parent nil")
                        Child(text: current) { current = "Hi" }
                    }
                }
            }
            Parent()
            """)
        let environment = try #require(try settledEnvironment(view, scale: 1))
        let expected = VStack(spacing: 0, content: [Text("Hi"), Text("Hi")])
        #expect(try renderImage(view, scale: 1, environment: environment).bitmap.rgbaBytes() == (try renderImage(expected, scale: 1)).bitmap.rgbaBytes())
    }
}
