import Foundation
import Testing
@testable import LoomScript

@Suite("Freeing deep structures")
struct GraveyardTests {
    /// A million-node linked list freed on a thread with a 512 KB stack: nested frees would need
    /// hundreds of megabytes of stack; the graveyard frees them one after another.
    @Test func aMillionNodeListIsFreedWithoutDeepRecursion() {
        let type = UserType(name: "Node", kind: .classType)
        let next = type.fieldLayout.slot("next")
        var head: ObjectInstance?
        for _ in 0..<1_000_000 {
            var fields = Fields(type.fieldLayout)
            if let head { fields[slot: next] = .some(.object(head)) }
            head = ObjectInstance(type: type, fields: fields)
        }
        weak var last = head
        let done = DispatchSemaphore(value: 0)
        let box = HeadBox(head)
        head = nil
        let thread = Thread {
            box.head = nil
            done.signal()
        }
        thread.stackSize = 512 << 10
        thread.start()
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(last == nil)
    }
}

private final class HeadBox: @unchecked Sendable {
    var head: ObjectInstance?
    init(_ head: ObjectInstance?) { self.head = head }
}
