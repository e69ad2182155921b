/// The virtual clock one animated picture is drawn on (Docs/Animation.md §The clock).
///
/// SwiftUI animates *attributes*: when state changes inside a transaction with an animation,
/// every animatable value a view computes (an offset, an opacity, a colour, a shape's
/// `animatableData`) moves from its old value to its new one along the animation's curve. Loom
/// does the same in passes over the view:
///
/// 1. **Snapshot 0** resolves the view as it first appears and collects its `onAppear`/`task`
///    actions. Every animatable value records itself under a key: its kind and how many values
///    of that kind were resolved before it in the pass (the view's structure is its identity).
/// 2. The actions run at virtual time 0. Every change they commit (the end of a `withAnimation`,
///    a `Task.sleep`, the end of an action) is a **snapshot** pass: the view is resolved again
///    with the new state, and each value records its new value with the animation that governs
///    it (the transaction's, or an `.animation(_:value:)` above it whose value changed).
/// 3. A **frame** pass at time t resolves the view once more; each value is then the first
///    snapshot's plus every later change's difference scaled by its animation's progress at
///    t − (the change's time) — SwiftUI's additive animation, so that overlapping changes blend.
///
/// Nothing here reads a real clock: the same view gives the same frames everywhere.
public final class MotionClock {
    public enum Pass: Equatable {
        case snapshot(Int)
        case frame(Double)
    }

    public struct Change {
        public var time: Double
        public var animation: Animation?
    }

    struct Record {
        var value: any AnimatableData
        var animation: Animation?
    }

    public private(set) var pass: Pass = .snapshot(0)
    /// Snapshot k's recorded values, by key; `changes[k - 1]` made snapshot k.
    private var snapshots: [[String: Record]] = [[:]]
    public private(set) var changes: [Change] = []
    /// How many values of each kind this pass has keyed so far (a frame's two layout renders
    /// key what they draw from the same place).
    var counters: [String: Int] = [:]
    /// `.animation(_:value:)` modifiers' watched values, per snapshot, by key.
    private var watched: [[String: String]] = [[:]]

    /// The virtual time actions run at; `Task.sleep` moves it on.
    public var now = 0.0
    /// The animation of the innermost `withAnimation` running, if any.
    public var transaction: Animation?
    /// Collected in snapshot 0: the `onAppear` and `task` actions, in the order they were resolved.
    public private(set) var actions: [(MotionClock) throws -> Void] = []
    /// Per snapshot, the transitions that were in the view (inserted views have none before).
    private var present: [Set<String>] = [[]]
    /// How many transitions written with `.transition` (or matched geometry effects) this pass
    /// has resolved so far: a branch of an `if` yields to one inside it.
    var writtenTransitions = 0
    /// Whether a view asked for the time itself (`TimelineView`).
    public private(set) var readsTime = false
    /// State a view keeps between passes, by the view's key (the bridge's business).
    public var states: [String: Any] = [:]
    /// Set by the driver: take the running action's state and resolve the view again.
    public var snapshotHandler: (() throws -> Void)?
    /// Set by whoever runs an action: copy the state it changed into `states`.
    public var captureState: (() -> Void)?
    /// The most changes one action may make — an `onAppear`, a `task`, one timer tick: a task
    /// that loops would otherwise never end. Timers are bounded by the horizon and their tick
    /// count, so many of them may add up to more.
    public static let maximumChangesPerAction = 200
    /// The most changes a whole picture may make for each second of its horizon (2 000 for the
    /// default 2 s): work spawning work (a timer's tick starting more timers) stops there.
    public static let maximumChangesPerSecond = 1_000
    public var maximumChanges: Int { Int((max(horizon, 1) * Double(Self.maximumChangesPerSecond)).rounded(.up)) }
    /// Changes made since the running action started (`beginAction`).
    private var actionChanges = 0
    /// How long the picture is expected to last (its `animate:` duration, or the default):
    /// a repeating timer fires until then, not forever.
    public var horizon = AnimationOptions.defaultDuration
    /// How long the state after the last cut shows before the picture loops.
    public static let cutHold = 0.5

    public init() {}

    // MARK: Keys

    /// The key of the next value of `kind` in this pass: its structural place in the view.
    public func nextKey(_ kind: String) -> String {
        let n = counters[kind, default: 0]
        counters[kind] = n + 1
        return "\(kind)#\(n)"
    }

    /// Starts a pass: keys count from zero again.
    public func begin(_ pass: Pass) {
        self.pass = pass
        counters = [:]
        if case .snapshot(let k) = pass {
            while snapshots.count <= k { snapshots.append([:]) }
            while watched.count <= k { watched.append([:]) }
            while present.count <= k { present.append([]) }
            while drawings.count <= k { drawings.append([:]) }
            while discreteSnapshots.count <= k { discreteSnapshots.append([:]) }
            snapshots[k] = [:]
            watched[k] = [:]
            present[k] = []
            drawings[k] = [:]
            discreteSnapshots[k] = [:]
        }
    }

    /// The time a frame pass shows (0 outside frames): what `TimelineView` reads.
    public var time: Double {
        readsTime = true
        if case .frame(let t) = pass { return t }
        return now
    }

    // MARK: Actions and changes

    /// Queues an action for when the view appears. Every one starts at time 0, as SwiftUI starts
    /// a view's `onAppear`s and `task`s together, however long the ones before slept.
    public func appear(_ action: @escaping (MotionClock) throws -> Void) {
        guard pass == .snapshot(0) else { return }
        actions.append { clock in
            clock.now = 0
            try action(clock)
        }
    }

    /// Queues an action to run after the ones already queued, from any snapshot (a
    /// `PhaseAnimator` whose trigger changed starts its run this way, at that change's time).
    public func later(_ action: @escaping (MotionClock) throws -> Void) {
        guard case .snapshot = pass else { return }
        actions.append(action)
    }

    /// Queues an action for a time of the clock (`DispatchQueue.main.asyncAfter`, a timer's
    /// tick): it runs once the queued actions are done, in time order (ties in the order they
    /// were queued), at its own time — even when an action that ran before it slept past it.
    public func at(_ time: Double, _ action: @escaping (MotionClock) throws -> Void) {
        guard case .snapshot = pass else { return }
        let time = time.isFinite ? time : now
        let index = timedActions.firstIndex { $0.time > time } ?? timedActions.endIndex
        timedActions.insert((time, action, timedQueued), at: index)
        timedQueued += 1
    }

    /// The earliest timed action, taken off the queue, with the clock set to its time.
    public func takeTimedAction() -> ((MotionClock) throws -> Void)? {
        guard !timedActions.isEmpty else { return nil }
        let (time, action, _) = timedActions.removeFirst()
        now = time
        return action
    }

    private var timedActions: [(time: Double, action: (MotionClock) throws -> Void, order: Int)] = []
    /// How many timed actions were ever queued: marks which were queued after a point.
    public private(set) var timedQueued = 0

    /// Takes back the timed actions queued since `mark` (a `timedQueued` read earlier).
    public func dropTimedActions(queuedSince mark: Int) {
        timedActions.removeAll { $0.order >= mark }
    }

    /// Says that something computed from the time (a `KeyframeAnimator`) moves until `end`:
    /// the picture animates, and lasts at least that long.
    public func runs(until end: Double) {
        guard end.isFinite, end > 0 else { return }
        timedEnd = max(timedEnd, end)
    }

    private var timedEnd = 0.0

    /// Whether the last committed change moved any value (a change of nothing completes at once,
    /// as SwiftUI's animation of an attribute that did not change does).
    public var lastChangeMoved: Bool {
        let k = changes.count
        guard k > 0, k < snapshots.count else { return false }
        for (key, record) in snapshots[k] {
            guard let before = snapshots[k - 1][key] else { continue }
            if !isSame(before.value, record.value) { return true }
        }
        return present[k] != present[k - 1]
    }

    /// Whether the last committed change showed anything new: a value that moved, a view that
    /// came or went, or words that changed.
    public var lastChangeShowedAnything: Bool {
        let k = changes.count
        return lastChangeMoved || (k < discreteSnapshots.count && discreteSnapshots[k].values.contains { $0.changed })
    }

    /// In a snapshot where the watched `description` differs from the previous snapshot's, the
    /// time of the change that made it; nil otherwise (and in snapshot 0, and in frames).
    public func triggered(_ description: String, key: String) -> Double? {
        guard case .snapshot(let k) = pass, watch(description, key: key), k > 0 else { return nil }
        return changes[k - 1].time
    }

    /// Starts counting the changes of the next action (see `maximumChangesPerAction`).
    public func beginAction() {
        actionChanges = 0
        waitSites = [:]
        actionLoops = false
        loopDeadline = .infinity
    }

    /// Where the running action has waited (a task's `Task.sleep`, by its place in the source),
    /// and when it first waited there.
    private var waitSites: [String: Double] = [:]
    /// Whether the running action waited at one place twice: it loops, like a repeating timer.
    public private(set) var actionLoops = false

    /// When the loop the running action last waited in again is taken to go on for ever.
    public private(set) var loopDeadline = Double.infinity

    /// Records a wait of the running action at `site`; true when it waited there before.
    public func waitLoops(at site: String) -> Bool {
        guard waitSites[site] == nil else {
            actionLoops = true
            loopDeadline = loopEnd(at: site)
            return true
        }
        // A wait somewhere new: any loop before it has ended.
        waitSites[site] = now
        loopDeadline = .infinity
        return false
    }

    /// When a loop that waits at `site` is taken to go on for ever: a horizon after its first
    /// wait (a loop begun later, after a finite one and a pause, gets its own horizon).
    public func loopEnd(at site: String) -> Double { (waitSites[site] ?? 0) + horizon }

    /// Ends a change at `now` under `animation`: the view is resolved again to see its new values.
    public func commit(animation: Animation?) throws {
        guard let handler = snapshotHandler else { return }
        guard actionChanges < Self.maximumChangesPerAction else {
            throw RenderError("an action changes the state more than \(Self.maximumChangesPerAction) times; does a task loop forever?")
        }
        guard changes.count < maximumChanges else {
            let seconds = horizon == horizon.rounded() ? "\(Int(horizon))" : "\(horizon)"
            throw RenderError("the animation changes its state more than \(maximumChanges) times in its \(seconds) s; "
                              + "do its timers or tasks start more of themselves?")
        }
        actionChanges += 1
        captureState?()
        changes.append(Change(time: now, animation: animation))
        let saved = pass
        begin(.snapshot(changes.count))
        defer { pass = saved }
        try handler()
    }

    // MARK: Values

    /// `value` as it shows in this pass: recorded in a snapshot, animated in a frame.
    public func animate<T: AnimatableData>(_ value: T, key: String, implicit: Animation??) -> T {
        switch pass {
        case .snapshot(let k):
            let animation: Animation?
            if k == 0 {
                animation = nil
            } else if let implicit {
                animation = implicit
            } else {
                animation = changes[k - 1].animation
            }
            snapshots[k][key] = Record(value: value, animation: animation)
            return value
        case .frame(let t):
            return shown(value, key: key, at: t)
        }
    }

    /// A value that does not animate (a text's words): each snapshot records it, and a frame
    /// shows it as the latest change made by t left it — with the value before that change and
    /// the change's progress while its animation runs, for a crossfade (SwiftUI's default
    /// `contentTransition`). Frames are otherwise computed from the final state, which would
    /// show the last words from the first frame on.
    public func discrete<T: Equatable>(_ value: T, key: String, implicit: Animation??) -> (shown: T, before: T?, progress: Double) {
        switch pass {
        case .snapshot(let k):
            let animation: Animation? = k == 0 ? nil : (implicit ?? changes[k - 1].animation)
            let changed = k > 0 && (discreteSnapshots[k - 1][key]?.value as? T).map { $0 != value } == true
            discreteSnapshots[k][key] = (value, animation, changed)
            return (value, nil, 1)
        case .frame(let t):
            guard var shown = discreteSnapshots.first?[key]?.value as? T else { return (value, nil, 1) }
            var before: T?, progress = 1.0
            for k in discreteSnapshots.indices.dropFirst() where k <= changes.count && changes[k - 1].time <= t {
                guard let (recorded, animation, _) = discreteSnapshots[k][key], let next = recorded as? T, next != shown else { continue }
                let p = animation.map { $0.progress(at: t - changes[k - 1].time) } ?? 1
                (before, shown, progress) = p < 1 ? (shown, next, max(p, 0)) : (nil, next, 1)
            }
            return (shown, before, progress)
        }
    }

    /// Snapshot k's discrete values, by key, with the animation of the change that made them.
    private var discreteSnapshots: [[String: (value: Any, animation: Animation?, changed: Bool)]] = [[:]]

    /// The value now (the last state's, or one computed from the time) less what each change's
    /// animation has still to cover: `current + Σ Δk (progress_k(t - t_k) - 1)`. A value that no
    /// change moved is shown as it is.
    func shown<T: AnimatableData>(_ current: T, key: String, at t: Double) -> T {
        guard var previous = snapshots.first?[key]?.value as? T else { return current }
        var result = current
        for k in snapshots.indices.dropFirst() {
            guard let record = snapshots[k][key], let next = record.value as? T else { continue }
            defer { previous = next }
            if next.isClose(to: previous) { continue }
            let start = changes[k - 1].time
            let progress = record.animation.map { $0.progress(at: t - start) } ?? (t >= start ? 1 : 0)
            if progress == 1 { continue }
            result = result + (next - previous).scaled(by: progress - 1)
        }
        return result
    }

    /// Where a view with a transition is in its insertion: nil when it was there from the start
    /// (or this is not a frame), -1 before the change that inserts it, else the progress of that
    /// change's animation (1 once done). Records the view's presence in snapshots.
    public func insertion(_ key: String, implicit: Animation??) -> Double? {
        switch pass {
        case .snapshot(let k):
            present[k].insert(key)
            if k > 0, !present[k - 1].contains(key) {
                insertionAnimations[key] = implicit ?? changes[k - 1].animation
                insertedAt[key] = k
            }
            return nil
        case .frame(let t):
            guard let k = insertedAt[key] else { return nil }
            let start = changes[k - 1].time
            // Not there yet before the change that inserts it.
            guard t >= start else { return -1 }
            guard let animation = insertionAnimations[key] ?? nil else { return t >= start ? 1 : 0 }
            return animation.progress(at: t - start)
        }
    }

    /// For a view that change `removal` takes away: -1 before the change that inserted it (if a
    /// change did), the progress of its insertion then, 1 once inserted or when it was there
    /// from the start.
    func insertion(ofDeparted key: String, before removal: Int, at t: Double) -> Double {
        // The latest change before the removal after which the view was there and not before.
        guard let k = (1..<removal).last(where: { present[$0].contains(key) && !present[$0 - 1].contains(key) }) else { return 1 }
        let start = changes[k - 1].time
        guard t >= start else { return -1 }
        guard let animation = changes[k - 1].animation else { return 1 }
        return animation.progress(at: t - start)
    }

    private var insertedAt: [String: Int] = [:]
    private var insertionAnimations: [String: Animation?] = [:]

    /// What a view with a transition drew in each snapshot, by key (Removal.swift draws it again
    /// while it leaves).
    var drawings: [[String: Drawings]] = [[:]]

    /// The views a change removed: the key, the change, and what the view drew just before.
    var departures: [(key: String, change: Int, drawings: Drawings)] {
        var result: [(key: String, change: Int, drawings: Drawings)] = []
        for k in present.indices.dropFirst() where k <= changes.count {
            for key in present[k - 1].subtracting(present[k]).sorted() {
                guard k - 1 < drawings.count, let drawn = drawings[k - 1][key] else { continue }
                result.append((key, k, drawn))
            }
        }
        return result
    }

    /// Records what an `.animation(_:value:)` modifier watches; says whether it changed in this snapshot.
    public func watch(_ description: String?, key: String) -> Bool {
        guard case .snapshot(let k) = pass else { return false }
        let shown = description ?? "\u{0}always"
        watched[k][key] = shown
        guard k > 0 else { return false }
        return description == nil || watched[k - 1][key] != shown
    }

    /// When the animations of what the view's appearing changed at once end: a settled still's
    /// moment (a ring `onAppear` sweeps in is whole; a typewriter's later, timed letters are not waited for).
    public var appearanceEnd: Double {
        changes.lazy.filter { $0.time == 0 }.compactMap { $0.animation?.cycleDuration }.filter(\.isFinite).max() ?? 0
    }

    /// Whether any value changed under an animation, and when the last such animation ends
    /// (one cycle of a repeating one): what decides that a picture moves, and for how long.
    public var animatedSpan: (animates: Bool, end: Double) {
        var animates = timedEnd > 0, end = timedEnd
        for departure in departures {
            guard let animation = changes[departure.change - 1].animation else { continue }
            animates = true
            end = max(end, changes[departure.change - 1].time + animation.cycleDuration)
        }
        for (key, k) in insertedAt {
            guard let animation = insertionAnimations[key] ?? nil else { continue }
            animates = true
            end = max(end, changes[k - 1].time + animation.cycleDuration)
        }
        for k in snapshots.indices.dropFirst() {
            for (key, record) in snapshots[k] {
                guard let animation = record.animation, let before = snapshots[k - 1][key],
                      !isSame(before.value, record.value) else { continue }
                animates = true
                end = max(end, changes[k - 1].time + animation.cycleDuration)
            }
        }
        // A change made later without animation (a timer's tick, a task that slept) is a cut:
        // the picture lasts until it has shown for a moment.
        for k in snapshots.indices.dropFirst() where k <= changes.count && changes[k - 1].time > 0 && changes[k - 1].animation == nil {
            let moved = snapshots[k].contains { key, record in snapshots[k - 1][key].map { !isSame($0.value, record.value) } ?? false }
                || discreteSnapshots[k].values.contains(where: \.changed) || present[k] != present[k - 1]
            guard moved else { continue }
            animates = true
            end = max(end, changes[k - 1].time + Self.cutHold)
        }
        // A text whose words an animated change replaced crossfades.
        for k in discreteSnapshots.indices.dropFirst() where k <= changes.count {
            for record in discreteSnapshots[k].values {
                guard let animation = record.animation, record.changed else { continue }
                animates = true
                end = max(end, changes[k - 1].time + animation.cycleDuration)
            }
        }
        return (animates, end)
    }

    private func isSame(_ a: any AnimatableData, _ b: any AnimatableData) -> Bool {
        func open<T: AnimatableData>(_ a: T) -> Bool { (b as? T).map { a.isClose(to: $0) } ?? false }
        return open(a)
    }
}
