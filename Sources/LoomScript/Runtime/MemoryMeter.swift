#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory a block has made the process take, against the block's budget.
///
/// Swift traps when an allocation fails, and on a machine without swap the kernel kills the
/// largest process first; either way the run would lose more than the block. The measure is the
/// process's resident size now against when the block began (`/proc/self/statm`, one `pread`
/// of a file kept open): cheap enough to read every few thousand steps, and it counts everything
/// the block causes — arrays, strings, dictionaries, instances, pictures. Memory an earlier block
/// freed and this one reuses is not charged again. Pages that run in parallel share one process,
/// so a block may be charged for a neighbour's growth; the default budget leaves room.
final class MemoryMeter {
    /// Bytes a block may grow the process by.
    private(set) var limit: Int
    private var baseline = 0
    /// Bytes of small allocations since the last check.
    private var uncounted = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Starts a block's account at the process's current size.
    func start(limit: Int) {
        self.limit = limit
        uncounted = 0
        baseline = Self.residentBytes()
    }

    /// Weighs an allocation about to be made: a large one is checked at once, with its own
    /// size added (before it is asked for); smaller ones are counted, and checked when they add
    /// up, so a loop of them cannot outrun the periodic check by much.
    func charge(_ bytes: Int, _ loc: Loc) throws {
        if bytes >= Self.immediateCheckBytes { return try check(adding: bytes, loc) }
        uncounted += bytes
        if uncounted >= Self.immediateCheckBytes * 32 { try check(loc) }
    }

    /// Throws when the block has grown the process by more than its budget, or would with
    /// `bytes` more.
    func check(adding bytes: Int = 0, _ loc: Loc) throws {
        uncounted = 0
        let grown = Self.residentBytes() - baseline
        let (total, overflow) = grown.addingReportingOverflow(max(0, bytes))
        guard overflow || total > limit else { return }
        throw ScriptError(loc, "memory budget exceeded (\(Self.describe(bytes: limit)) per block); is a collection growing without end? "
                          + "Raise it with --max-memory or the block option `budget: memory=…`.")
    }

    /// An allocation of `bytes` is checked at once when it is this large; smaller ones wait for
    /// the periodic check, which they cannot outrun by much.
    static let immediateCheckBytes = 1 << 20

    /// The process's resident size in bytes; 0 where it cannot be read (the budget then only
    /// weighs large allocations by their own size).
    static func residentBytes() -> Int {
        #if os(Linux)
        guard statm >= 0 else { return 0 }
        // "size resident shared …" in pages; the second field is the resident set.
        var buffer = [UInt8](repeating: 0, count: 96)
        let count = buffer.withUnsafeMutableBytes { pread(statm, $0.baseAddress, $0.count - 1, 0) }
        guard count > 0 else { return 0 }
        var fields = buffer[..<count].split(separator: UInt8(ascii: " ")).makeIterator()
        _ = fields.next()
        guard let resident = fields.next(), let pages = Int(String(decoding: resident, as: UTF8.self)) else { return 0 }
        return pages * pageSize
        #else
        return 0
        #endif
    }

    #if os(Linux)
    /// Opened once for the process: reading it again from offset 0 gives the figures afresh.
    private static let statm: Int32 = open("/proc/self/statm", O_RDONLY)
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    #endif

    /// `1 GB`, `512 MB`, as budgets are written.
    static func describe(bytes: Int) -> String {
        let megabytes = bytes >> 20
        return megabytes >= 1024 && megabytes % 1024 == 0 ? "\(megabytes >> 10) GB" : "\(megabytes) MB"
    }
}
