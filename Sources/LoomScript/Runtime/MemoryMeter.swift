#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory a block has made the process take, against the block's budget.
///
/// Swift traps when an allocation fails, and on a machine without swap the kernel kills the
/// largest process first; either way the run would lose more than the block. The measure is the
/// process's peak resident size (`getrusage`, one system call) since the block began: cheap
/// enough to read every few thousand steps, and it counts everything the block causes —
/// arrays, strings, dictionaries, instances, pictures. Pages that run in parallel share one
/// process, so a block may be charged for a neighbour's growth; the default budget leaves room.
final class MemoryMeter {
    /// Bytes a block may grow the process's peak by.
    private(set) var limit: Int
    private var baseline = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Starts a block's account at the process's current peak.
    func start(limit: Int) {
        self.limit = limit
        baseline = Self.peakResidentBytes()
    }

    /// Throws when the block has grown the process by more than its budget, or would with
    /// `bytes` more (an allocation about to be made, checked before it is asked for).
    func check(adding bytes: Int = 0, _ loc: Loc) throws {
        let grown = Self.peakResidentBytes() - baseline
        let (total, overflow) = grown.addingReportingOverflow(max(0, bytes))
        guard overflow || total > limit else { return }
        throw ScriptError(loc, "memory budget exceeded (\(Self.describe(bytes: limit)) per block); is a collection growing without end? "
                          + "Raise it with --max-memory or the block option `budget: memory=…`.")
    }

    /// An allocation of `bytes` is checked at once when it is this large; smaller ones wait for
    /// the periodic check, which they cannot outrun by much.
    static let immediateCheckBytes = 1 << 20

    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024  // kilobytes on Linux
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss  // bytes on Darwin
        #endif
    }

    /// `1 GB`, `512 MB`, as budgets are written.
    static func describe(bytes: Int) -> String {
        let megabytes = bytes >> 20
        return megabytes >= 1024 && megabytes % 1024 == 0 ? "\(megabytes >> 10) GB" : "\(megabytes) MB"
    }
}
