import Foundation

/// One keyframe of a `KeyframeTrack` (SwiftUI's `LinearKeyframe`, `SpringKeyframe`,
/// `CubicKeyframe`, `MoveKeyframe`): the value to reach and how to get there from the one
/// before. Values are numbers (a track's property flattened, as `animatableData` is).
/// Semantics and sources: Docs/Animation.md §Keyframes.
public enum Keyframe: Hashable, Sendable {
    /// Along `curve` (a unit curve of time), over `duration`.
    case linear([Double], duration: Double, curve: UnitCurve)
    /// Pulled by `spring` for `duration` (nil: the spring's settling time); `startVelocity` nil
    /// carries on with the velocity the segment before ended with.
    case spring([Double], duration: Double?, spring: Spring, startVelocity: [Double]?)
    /// A cubic Hermite segment; velocities nil are found as SwiftUI describes (Catmull-Rom
    /// between cubic neighbours, the neighbour's own velocity next to another kind).
    case cubic([Double], duration: Double, startVelocity: [Double]?, endVelocity: [Double]?)
    /// Jumps to the value, taking no time.
    case move([Double])

    var target: [Double] {
        switch self {
        case .linear(let v, _, _), .spring(let v, _, _, _), .cubic(let v, _, _, _), .move(let v): return v
        }
    }

    var duration: Double {
        switch self {
        case .linear(_, let d, _), .cubic(_, let d, _, _): return d.isFinite ? max(d, 0) : 0
        case .spring(_, let d, let spring, _): return d.map { $0.isFinite ? max($0, 0) : 0 } ?? spring.settlingTime
        case .move: return 0
        }
    }
}

/// The keyframes of one property, ready to be sampled: each segment knows its start value,
/// times and velocities.
public struct KeyframeTrack: Sendable {
    struct Segment: Sendable {
        var keyframe: Keyframe
        var start: Double
        var end: Double
        var from: [Double]
        var startVelocity: [Double]
        var endVelocity: [Double]
    }

    let initial: [Double]
    let segments: [Segment]

    /// When the last keyframe is reached.
    public var duration: Double { segments.last?.end ?? 0 }

    /// `keyframes` played from `initial`, one after the other.
    public init(initial: [Double], keyframes: [Keyframe]) {
        self.initial = initial
        let n = initial.count
        func fit(_ v: [Double]) -> [Double] { v.count == n ? v.map(\.finiteOrZero) : Array(repeating: 0, count: n) }
        let frames = keyframes.map { frame -> Keyframe in
            switch frame {
            case .linear(let v, let d, let c): return .linear(fit(v), duration: d, curve: c)
            case .spring(let v, let d, let s, let sv): return .spring(fit(v), duration: d, spring: s, startVelocity: sv.map(fit))
            case .cubic(let v, let d, let sv, let ev): return .cubic(fit(v), duration: d, startVelocity: sv.map(fit), endVelocity: ev.map(fit))
            case .move(let v): return .move(fit(v))
            }
        }
        // Times and values at each keyframe: index 0 is the start.
        var times = [0.0], values = [initial]
        for frame in frames {
            times.append(times.last! + frame.duration)
            values.append(frame.target)
        }
        let zero = Array(repeating: 0.0, count: n)
        func slope(_ a: Int, _ b: Int) -> [Double] {
            let dt = times[b] - times[a]
            guard dt > 0 else { return zero }
            return zip(values[b], values[a]).map { ($0 - $1) / dt }
        }
        var segments: [Segment] = []
        for (i, frame) in frames.enumerated() {
            let k = i + 1  // this keyframe's index in times/values
            let previousEnd = segments.last?.endVelocity ?? zero
            var segment = Segment(keyframe: frame, start: times[k - 1], end: times[k], from: values[k - 1],
                                  startVelocity: zero, endVelocity: zero)
            switch frame {
            case .linear(_, let d, let curve):
                let rate = slope(k - 1, k)
                let eps = 1e-4
                segment.startVelocity = rate.map { $0 * curve.value(at: eps) / eps }
                segment.endVelocity = rate.map { $0 * (1 - curve.value(at: 1 - eps)) / eps }
                _ = d
            case .move:
                break
            case .spring(let target, _, let spring, let start):
                segment.startVelocity = start ?? previousEnd
                let d = frame.duration, dt = 1e-4
                let a = Self.sprung(from: segment.from, to: target, velocity: segment.startVelocity, spring: spring, at: max(d - dt, 0))
                let b = Self.sprung(from: segment.from, to: target, velocity: segment.startVelocity, spring: spring, at: d)
                segment.endVelocity = d > 0 ? zip(b, a).map { ($0 - $1) / min(dt, d) } : zero
                // Cut off before it settled, the next segment starts where it got to.
                values[k] = Self.valueAtEnd(of: segment)
            case .cubic(_, _, let start, let end):
                if let start {
                    segment.startVelocity = start
                } else if i > 0, case .cubic = frames[i - 1] {
                    segment.startVelocity = slope(k - 2, k)
                } else if i > 0 {
                    segment.startVelocity = previousEnd
                } else {
                    segment.startVelocity = slope(k - 1, k)
                }
                if let end {
                    segment.endVelocity = end
                } else if i + 1 < frames.count {
                    switch frames[i + 1] {
                    case .cubic: segment.endVelocity = slope(k - 1, k + 1)
                    case .linear(_, _, let curve):
                        let eps = 1e-4
                        segment.endVelocity = slope(k, k + 1).map { $0 * curve.value(at: eps) / eps }
                    case .spring(_, _, _, let v?): segment.endVelocity = v
                    default: segment.endVelocity = slope(k - 1, k)
                    }
                } else {
                    segment.endVelocity = slope(k - 1, k)
                }
            }
            segments.append(segment)
        }
        self.segments = segments
    }

    /// The value `time` seconds into the track: the initial value before it, the last keyframe's
    /// after it.
    public func value(at time: Double) -> [Double] {
        // The segment running at `time`; else the last one that has ended (a move, taking no
        // time, has happened once its time is reached); else the start.
        guard let segment = segments.first(where: { time >= $0.start && time < $0.end }) else {
            return segments.last(where: { $0.end <= time }).map(Self.valueAtEnd) ?? initial
        }
        let local = time - segment.start, d = segment.end - segment.start
        switch segment.keyframe {
        case .linear(let target, _, let curve):
            let p = curve.value(at: local / d)
            return zip(segment.from, target).map { $0 + ($1 - $0) * p }
        case .spring(let target, _, let spring, _):
            return Self.sprung(from: segment.from, to: target, velocity: segment.startVelocity, spring: spring, at: local)
        case .cubic(let target, _, _, _):
            let s = local / d, s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            return (0..<target.count).map { c in
                h00 * segment.from[c] + h10 * d * segment.startVelocity[c] + h01 * target[c] + h11 * d * segment.endVelocity[c]
            }
        case .move(let target):
            return target
        }
    }

    /// A segment's value when it ends: its target, except a spring cut off before it settled.
    private static func valueAtEnd(of segment: Segment) -> [Double] {
        if case .spring(let target, let d?, let spring, _) = segment.keyframe, d < spring.settlingTime {
            return sprung(from: segment.from, to: target, velocity: segment.startVelocity, spring: spring, at: d)
        }
        return segment.keyframe.target
    }

    /// A damped spring (mass 1) released at `from` with `velocity`, pulled towards `to`.
    static func sprung(from: [Double], to: [Double], velocity: [Double], spring: Spring, at t: Double) -> [Double] {
        let omega = spring.angularFrequency, zeta = spring.dampingRatio
        return (0..<to.count).map { c in
            let d0 = from[c] - to[c], v0 = velocity[c]
            let d: Double
            if zeta < 1 {
                let omegaD = omega * (1 - zeta * zeta).squareRoot()
                d = exp(-zeta * omega * t) * (d0 * cos(omegaD * t) + (v0 + zeta * omega * d0) / omegaD * sin(omegaD * t))
            } else if zeta == 1 {
                d = exp(-omega * t) * (d0 + (v0 + omega * d0) * t)
            } else {
                let root = (zeta * zeta - 1).squareRoot()
                let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
                let c2 = (v0 - r1 * d0) / (r2 - r1), c1 = d0 - c2
                d = c1 * exp(r1 * t) + c2 * exp(r2 * t)
            }
            return to[c] + d
        }
    }
}

/// Every track of a keyframe animation: they play together, and the timeline lasts as long as
/// the longest (a shorter one holds its last value).
public struct KeyframeTimeline: Sendable {
    public var tracks: [KeyframeTrack]

    public init(tracks: [KeyframeTrack]) { self.tracks = tracks }

    public var duration: Double { tracks.map(\.duration).max() ?? 0 }

    /// Each track's value at `time`.
    public func values(at time: Double) -> [[Double]] { tracks.map { $0.value(at: time) } }
}
