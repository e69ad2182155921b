import Foundation

/// One pass over two same-sized images that finds the pixels whose CIEDE2000 difference after
/// compositing exceeds `deltaE`, doing the least work that decides each pixel:
/// equal rows are skipped by `memcmp` and equal words eight at a time; a pixel whose composited
/// bytes are equal differs by 0; one whose bytes are all within one step is settled by
/// `NeighbourDeltaE`'s exhaustive maxima (for a verdict over white, eight pixels at a time);
/// most others by `DeltaEBounds`; only the rest, near the threshold, pay for exact Lab and
/// CIEDE2000 — the same functions as before, so verdicts are unchanged. Rows are split across
/// the cores.
///
/// With `stopAfter`, only the verdict is wanted: the scan stops once more pixels fail than that,
/// and `failing` and `worst` stay empty. Without it, it reports every failing pixel and the
/// exact largest ΔE, computing ΔE wherever a bound cannot rule out a new largest.
struct PixelDifferenceScan {
    let actual: Bitmap, reference: Bitmap
    let deltaE: Double
    let background: RGBA
    let stopAfter: Int?

    struct Found {
        var failing: [Int] = []
        var failingCount = 0
        var worst = 0.0
    }

    func run() -> Found {
        let (width, height) = (reference.width, reference.height)
        let composite = CompositeTable.over(background)
        // NB: small pictures (most of `loom check`'s) cost less on one thread than on many.
        let chunks = width * height < 1 << 16 ? 1 : min(height, ProcessInfo.processInfo.activeProcessorCount * 4)
        var results = [Found](repeating: Found(), count: chunks)
        let tally = FailureTally(limit: stopAfter)
        actual.withPixels { actualPixels in
            reference.withPixels { referencePixels in
                results.withUnsafeMutableBufferPointer { resultBuffer in
                    // Each chunk reads both images and writes only its own slot of `results`.
                    let shared = SharedPointers(actual: actualPixels.baseAddress!, reference: referencePixels.baseAddress!,
                                                results: resultBuffer.baseAddress!)
                    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                        var worker = Worker(composite: composite, deltaE: deltaE, reports: stopAfter == nil)
                        for row in height * chunk / chunks..<height * (chunk + 1) / chunks {
                            if tally.isDecided { break }
                            let start = row * width
                            let failures = worker.scan(shared.actual + start, shared.reference + start, count: width, offset: start)
                            if failures > 0, stopAfter != nil, tally.add(failures) { break }
                        }
                        shared.results[chunk] = worker.found
                    }
                }
            }
        }
        var found = Found()
        found.failing = results.flatMap(\.failing)
        found.failingCount = stopAfter == nil ? found.failing.count : tally.count
        found.worst = results.map(\.worst).max() ?? 0
        return found
    }

    /// One chunk's state: what it found and its cache of exact Lab values.
    private struct Worker {
        let composite: CompositeTable
        let deltaE: Double
        let reports: Bool
        let hundredthsWithin: Int
        /// A verdict over white settles one-step pixels eight at a time.
        let vectorised: Bool
        let neighbourTable = NeighbourDeltaE.table
        var found = Found()
        /// Exact Lab of composited colours, direct-mapped: flat-coloured docs pictures hit it
        /// almost every time; made only when a pixel first needs it.
        var labKeys: [UInt32] = [], labValues: [ColorDifference.Lab] = []
        /// Does the composited-equal case fail? Only under a negative tolerance.
        var zeroFails: Bool { 0 > deltaE }

        init(composite: CompositeTable, deltaE: Double, reports: Bool) {
            (self.composite, self.deltaE, self.reports) = (composite, deltaE, reports)
            hundredthsWithin = NeighbourDeltaE.hundredthsWithin(deltaE)
            vectorised = !reports && composite.isOverWhite && deltaE >= 0
        }

        /// Scans `count` pixels of a row; returns how many fail.
        mutating func scan(_ actual: UnsafePointer<UInt32>, _ reference: UnsafePointer<UInt32>, count: Int, offset: Int) -> Int {
            if memcmp(actual, reference, count * 4) == 0 { return 0 }
            var failures = 0
            var x = 0
            // NB: eight words at a time: antialiased edges leave long equal runs inside differing rows.
            while x + 8 <= count {
                let a = UnsafeRawPointer(actual + x).loadUnaligned(as: SIMD8<UInt32>.self)
                let r = UnsafeRawPointer(reference + x).loadUnaligned(as: SIMD8<UInt32>.self)
                let equal = a .== r
                if !all(equal) {
                    var settled = equal
                    if vectorised {
                        let passing = NeighbourDeltaE.within(hundredthsWithin, table: neighbourTable,
                                                             CompositeTable.channelsOverWhite(a), CompositeTable.channelsOverWhite(r))
                        settled = settled .| passing
                    }
                    if all(settled) { x += 8; continue }
                    for lane in 0..<8 where !settled[lane] { check(a[lane], r[lane], at: offset + x + lane, counting: &failures) }
                }
                x += 8
            }
            for x in x..<count where actual[x] != reference[x] { check(actual[x], reference[x], at: offset + x, counting: &failures) }
            return failures
        }

        @inline(__always) mutating func check(_ a: UInt32, _ r: UInt32, at index: Int, counting failures: inout Int) {
            guard fails(a, r) else { return }
            failures += 1
            if reports { found.failing.append(index) }
        }

        /// Whether two differing words fail; in a report, also keeps `found.worst` exact.
        @inline(__always) mutating func fails(_ a: UInt32, _ r: UInt32) -> Bool {
            let (p, q) = (composite.rgb(a), composite.rgb(r))
            if p == q { return zeroFails }  // equal bytes, equal Lab: ΔE is exactly 0
            if let neighbours = NeighbourDeltaE.maximumHundredths(p, q, table: neighbourTable), neighbours <= hundredthsWithin,
               !reports || Double(neighbours) / 100 <= found.worst {
                return false
            }
            let bounds = DeltaEBounds.bounds(p, q)
            if !reports || bounds.upper <= found.worst {
                if bounds.lower > deltaE { return true }
                if bounds.upper <= deltaE { return false }
            }
            let distance = ColorDifference.ciede2000(lab(p), lab(q))
            found.worst = max(found.worst, distance)
            return distance > deltaE
        }

        mutating func lab(_ rgb: UInt32) -> ColorDifference.Lab {
            if labKeys.isEmpty {
                labKeys = [UInt32](repeating: .max, count: 4096)  // no colour has a top byte
                labValues = [ColorDifference.Lab](repeating: .init(l: 0, a: 0, b: 0), count: 4096)
            }
            let slot = Int((rgb &* 2_654_435_761) >> 20)
            if labKeys[slot] == rgb { return labValues[slot] }
            let value = ColorDifference.lab(red: UInt8(rgb >> 16), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
            labKeys[slot] = rgb
            labValues[slot] = value
            return value
        }
    }
}

/// The pixels and result slots `concurrentPerform` workers share; each writes only its own slot.
private struct SharedPointers: @unchecked Sendable {
    let actual: UnsafePointer<UInt32>, reference: UnsafePointer<UInt32>
    let results: UnsafeMutablePointer<PixelDifferenceScan.Found>
}

/// Failures counted across chunks, so that every chunk stops once the verdict is known.
private final class FailureTally: @unchecked Sendable {
    private let lock = NSLock()
    private let limit: Int?
    private var total = 0, decided = false

    init(limit: Int?) { self.limit = limit }

    var count: Int { lock.withLock { total } }
    var isDecided: Bool { lock.withLock { decided } }

    /// Adds a row's failures; true once they are more than the limit allows.
    func add(_ failures: Int) -> Bool {
        lock.withLock {
            total += failures
            if let limit, total > limit { decided = true }
            return decided
        }
    }
}
