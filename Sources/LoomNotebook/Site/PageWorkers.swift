import Foundation

/// Runs one job per page on a few threads. The threads have the interpreter's large stack (not
/// Dispatch's): drawing a view evaluates script view bodies, which may recurse deeply.
enum PageWorkers {
    /// Calls `work(0..<count)` on up to `jobs` threads and returns when all are done. The caller
    /// argues why `work` is safe to call concurrently.
    static func forEach(_ count: Int, jobs: Int, _ work: @escaping (Int) -> Void) {
        let workers = max(1, min(jobs, count))
        if workers == 1 {
            for index in 0..<count { work(index) }
            return
        }
        let next = Counter()
        let shared = UncheckedSendable(work)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while let index = next.take(below: count) { shared.value(index) }
                done.signal()
            }
            thread.stackSize = 256 << 20
            thread.start()
        }
        for _ in 0..<workers { done.wait() }
    }

    /// `transform` applied to `0..<count` on up to `jobs` threads, in index order.
    static func map<T>(_ count: Int, jobs: Int, _ transform: @escaping (Int) -> T) -> [T] {
        let results = Slots<T>(count: count)
        forEach(count, jobs: jobs) { index in results.set(index, transform(index)) }
        return results.values.map { $0! }
    }
}

/// Hands out 0, 1, 2, … to whichever worker asks next.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}

/// One result per job, filled in by workers under a lock.
final class Slots<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [T?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) { lock.withLock { storage[index] = value } }

    var values: [T?] { lock.withLock { storage } }
}

/// Hands a value to worker threads whose safety is argued where it is used.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
