import TutorialKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Builds an ``EventReport`` from event lines as they are read. A run's state is kept from its
/// first line to its ending and no longer, so memory follows the runs open at once, not the log;
/// with a goal, each user of an experiment costs a few bytes more. Ids are kept by a 64-bit hash
/// of their bytes (a string is made only for the first line that names a tutorial, a step or a
/// variant); the lines of one run must come in the order it wrote them, as one process appends
/// them, while times may go back and forth between runs.
package final class EventReportBuilder {
    /// What to report on.
    package struct Options {
        /// Only this tutorial.
        package var tutorial: String?
        /// Only events at or after `from`, and before `until`.
        package var from: Date?
        package var until: Date?
        /// The host event an experiment's users are compared by, rather than completion.
        package var goal: String?

        package init(tutorial: String? = nil, from: Date? = nil, until: Date? = nil, goal: String? = nil) {
            self.tutorial = tutorial
            self.from = from
            self.until = until
            self.goal = goal
        }
    }

    private let options: Options
    private let tutorialFilter: UInt64?
    private let goalHash: UInt64?

    private struct StepState {
        var id: String
        var index: Int
        var reached = 0
        var times = TimeHistogram()
    }

    private struct FunnelState {
        var funnel: EventReport.Funnel
        var stepSlots: [UInt64: Int] = [:]
        var steps: [StepState] = []
        var experiment: Int?
    }

    private struct RunState {
        var funnel: Int
        var lastStep: Int?
        /// The steps shown, a few in a list (a run shows a handful), more in a set.
        var shown: [Int] = []
        var shownMany: Set<Int>?
        /// The step the run last left with a line of its own (its time counted there), until the
        /// next step shows: the ending that follows repeats that time.
        var justLeft: Int?
        var side: Int?
        /// Whether its start was counted (it may have started before `--from`).
        var started = false

        /// Notes `step` as shown; whether it is the first time.
        mutating func show(_ step: Int) -> Bool {
            if var many = shownMany {
                let inserted = many.insert(step).inserted
                shownMany = many
                return inserted
            }
            if shown.contains(step) { return false }
            shown.append(step)
            if shown.count > 32 {
                shownMany = Set(shown)
                shown = []
            }
            return true
        }
    }

    private struct SideState {
        var name: String
        var runs = 0
        var completed = 0
        var users = 0
        var goalUsers = 0
    }

    private struct ExperimentState {
        var tutorial: String
        var tutorialHash: UInt64
        var sideSlots: [UInt64: Int] = [:]
        var sides: [SideState] = []
    }

    private var funnelSlots: [UInt64: Int] = [:]
    @exclusivity(unchecked) private var funnels: [FunnelState] = []
    private var experimentSlots: [UInt64: Int] = [:]
    private var experiments: [ExperimentState] = []
    @exclusivity(unchecked) private var runs = HashSlots<RunState>()
    /// With a goal: each assigned user's side (by a hash of user and tutorial) and when they were
    /// assigned, and each user's latest goal (by a hash of the user): a goal counts when it comes
    /// at or after the assignment, whichever file or order the two lines are in.
    /// Each is 16 bytes a user: the key mixes the user's hash with the tutorial's (and gives it
    /// back), the value packs the experiment (16 bits), the side (12) and the time of the
    /// assignment in tenths of a second since 2000 (36).
    private var users: [UInt64: UInt64] = [:]
    private var goals: [UInt64: UInt64] = [:]

    private static let timeBits: UInt64 = (1 << 36) - 1

    /// A user's key in an experiment: their hash mixed with the tutorial's, reversibly.
    private static func userKey(_ user: UInt64, _ tutorialHash: UInt64) -> UInt64 {
        user ^ (tutorialHash &* 0x9E37_79B9_7F4A_7C15)
    }

    /// A time in tenths of a second since 2000, in 36 bits: a goal and an assignment within the
    /// same tenth count as in order.
    private static func tenths(_ date: Date) -> UInt64 {
        let tenths = ((date.timeIntervalSince1970 - 946_684_800) * 10).rounded(.down)
        guard tenths.isFinite, tenths > 0 else { return 0 }
        return tenths >= Double(timeBits) ? timeBits : UInt64(tenths)
    }
    private var report = EventReport()
    /// The fields of the line being read, their storage kept from line to line.
    @exclusivity(unchecked) private var scratch = EventLineFields()

    package init(options: Options = Options()) {
        self.options = options
        tutorialFilter = options.tutorial.map { EventLineScanner.hash(Array($0.utf8)) }
        goalHash = options.goal.map { EventLineScanner.hash(Array($0.utf8)) }
    }

    /// Reads the log files at `paths` into the report.
    package func read(files paths: [String]) throws(EventLogLines.Failure) {
        for path in paths {
            try EventLogLines.forEachLine(inFileAt: path, longest: EventLineScanner.maximumLineLength) {
                line, number, isCut in
                add(line, file: path, number: number, isCut: isCut)
            }
        }
    }

    /// Adds one line (without its newline).
    package func add(_ line: UnsafeBufferPointer<UInt8>, file: String, number: Int, isCut: Bool = false) {
        report.lines += 1
        if isCut {
            return bad(file, number, "the line is longer than \(EventLineScanner.maximumLineLength) bytes")
        }
        if let error = EventLineScanner.scan(line, into: &scratch) {
            return bad(file, number, error.description)
        }
        let fields = scratch
        let kind: TutorialEvent.Kind
        switch fields.kind(in: line) {
        case .success(let found): kind = found
        case .failure(let error): return bad(file, number, error.description)
        }
        if options.from != nil || options.until != nil {
            guard let time = fields.time(.time, in: line) else {
                return bad(file, number, "the line has no \"time\" like 2026-11-27T09:30:00.250Z")
            }
            if let from = options.from, time < from { return }
            if let until = options.until, time >= until { return }
        } else if case .string = fields[.time] {
        } else {
            return bad(file, number, "the line has no \"time\" like 2026-11-27T09:30:00.250Z")
        }
        if kind == .hostEvent { return hostEvent(fields, line) }
        guard case .string(let tutorialRange, _) = fields[.tutorial] else {
            return bad(file, number, "a \(kind.rawValue) line needs a \"tutorial\"")
        }
        let tutorialHash = Self.hash(line, tutorialRange)
        if let tutorialFilter, tutorialFilter != tutorialHash { return }
        if kind == .assigned { return assigned(fields, line, tutorialHash) }
        guard case .string(let sessionRange, _) = fields[.session] else {
            return bad(file, number, "a \(kind.rawValue) line needs a \"session\"")
        }
        let sessionHash = Self.hash(line, sessionRange)
        var run: RunState
        if let existing = runs[sessionHash] {
            run = existing
        } else {
            let version = fields.integer(.contentVersion, in: line)
            run = RunState(funnel: funnel(tutorialHash, version, fields, line))
            if case .string(let variantRange, _) = fields[.variant] {
                run.side = side(of: run.funnel, Self.hash(line, variantRange), fields, line)
            }
        }
        let funnelIndex = run.funnel
        switch kind {
        case .started:
            funnels[funnelIndex].funnel.starts += 1
            run.started = true
            if let side = run.side, let experiment = funnels[funnelIndex].experiment {
                experiments[experiment].sides[side].runs += 1
            }
        case .shown:
            if let step = step(of: funnelIndex, fields, line, file: file, number: number) {
                if run.show(step) { funnels[funnelIndex].steps[step].reached += 1 }
                run.lastStep = step
                run.justLeft = nil
            }
        case .advanced, .stepSkipped, .back:
            if let step = step(of: funnelIndex, fields, line, file: file, number: number),
                let seconds = fields.double(.timeOnStep, in: line)
            {
                funnels[funnelIndex].steps[step].times.add(seconds)
                run.justLeft = step
            }
        case .completed, .skipped, .dismissed, .abandoned, .failed:
            // An ending's time is the time on the step showing, unless a line of its own already
            // left that step (a completion's last step; a move to a step that then failed).
            let named =
                kind == .completed
                ? run.lastStep : step(of: funnelIndex, fields, line, file: file, number: number)
            let step = named ?? run.lastStep
            if let step, step == run.lastStep, run.justLeft != step,
                let seconds = fields.double(.timeOnStep, in: line)
            {
                funnels[funnelIndex].steps[step].times.add(seconds)
            }
            // A run whose start came before `--from` has no start counted: nor is its ending.
            guard run.started else {
                runs[sessionHash] = nil
                return
            }
            switch kind {
            case .completed:
                funnels[funnelIndex].funnel.completed += 1
                if let side = run.side, let experiment = funnels[funnelIndex].experiment {
                    experiments[experiment].sides[side].completed += 1
                }
            case .skipped: funnels[funnelIndex].funnel.skipped += 1
            case .dismissed: funnels[funnelIndex].funnel.dismissed += 1
            case .abandoned: funnels[funnelIndex].funnel.abandoned += 1
            default:
                let reason = fields.string(.reason, in: line) ?? "unknown"
                funnels[funnelIndex].funnel.failed[String(reason.prefix(64)), default: 0] += 1
            }
            runs[sessionHash] = nil
            return
        default:
            break
        }
        runs[sessionHash] = run
    }

    /// The runs started and not yet ended: all the builder keeps of the log's runs.
    package var openRuns: Int { runs.count }

    /// The report of everything added.
    package func finish() -> EventReport {
        var report = report
        for run in runs.allValues where run.started { funnels[run.funnel].funnel.unfinished += 1 }
        for (key, packed) in users {
            let experiment = Int(packed >> 48)
            let side = Int(packed >> 36 & 0xFFF)
            let user = key ^ (experiments[experiment].tutorialHash &* 0x9E37_79B9_7F4A_7C15)
            if let goal = goals[user], goal >= packed & Self.timeBits {
                experiments[experiment].sides[side].goalUsers += 1
            }
        }
        report.funnels = funnels.map { state in
            var funnel = state.funnel
            funnel.steps = state.steps.map { step in
                EventReport.Step(
                    id: step.id, index: step.index, reached: step.reached,
                    median: step.times.percentile(permille: 500),
                    p90: step.times.percentile(permille: 900), approximate: step.times.isApproximate)
            }
            .sorted { ($0.index, $0.id) < ($1.index, $1.id) }
            return funnel
        }
        .sorted { ($0.tutorial, $0.contentVersion ?? 0) < ($1.tutorial, $1.contentVersion ?? 0) }
        report.experiments = experiments.compactMap { experiment in
            let measure: EventReport.Measure = options.goal.map { .goal($0) } ?? .completion
            let sides = experiment.sides.map { side in
                switch measure {
                case .completion:
                    EventReport.Side(name: side.name, units: side.runs, successes: side.completed)
                case .goal: EventReport.Side(name: side.name, units: side.users, successes: side.goalUsers)
                }
            }
            .filter { $0.units > 0 }
            .sorted { $0.name < $1.name }
            guard sides.count >= 2 else { return nil }
            let control = sides.first { $0.name == Tutorial.Experiment.controlName }
            let baseline =
                measure != .completion && control != nil
                ? control?.name : sides.first { $0.name != Tutorial.Experiment.controlName }?.name
            return EventReport.Experiment(
                tutorial: experiment.tutorial, measure: measure,
                sides: sides.filter { measure != .completion || $0.name != Tutorial.Experiment.controlName },
                baseline: baseline)
        }
        .sorted { $0.tutorial < $1.tutorial }
        return report
    }

    // MARK: The parts of a line

    private func bad(_ file: String, _ number: Int, _ reason: String) {
        report.badLineCount += 1
        if report.badLines.count < EventReport.badLinesKept {
            report.badLines.append(EventReport.BadLine(file: file, line: number, reason: reason))
        }
    }

    private func assigned(
        _ fields: EventLineFields, _ line: UnsafeBufferPointer<UInt8>, _ tutorialHash: UInt64
    ) {
        guard goalHash != nil, case .string(let userRange, _) = fields[.user],
            case .string(let variantRange, _) = fields[.variant],
            let time = fields.time(.time, in: line)
        else { return }
        let experiment = experiment(tutorialHash, fields, line)
        let side = side(inExperiment: experiment, Self.hash(line, variantRange), fields, line)
        guard experiment < 1 << 16, side < 1 << 12 else { return }
        let key = Self.userKey(Self.hash(line, userRange), tutorialHash)
        // A user's first assignment in time is theirs.
        let at = Self.tenths(time)
        if let packed = users[key] {
            if at < packed & Self.timeBits { users[key] = packed & ~Self.timeBits | at }
            return
        }
        users[key] = UInt64(experiment) << 48 | UInt64(side) << 36 | at
        experiments[experiment].sides[side].users += 1
    }

    private func hostEvent(_ fields: EventLineFields, _ line: UnsafeBufferPointer<UInt8>) {
        guard let goalHash, case .string(let eventRange, _) = fields[.event],
            Self.hash(line, eventRange) == goalHash,
            case .string(let userRange, _) = fields[.user],
            let time = fields.time(.time, in: line)
        else { return }
        let user = Self.hash(line, userRange)
        let at = Self.tenths(time)
        if let latest = goals[user], latest >= at { return }
        goals[user] = at
    }

    private func funnel(
        _ tutorialHash: UInt64, _ version: Int?, _ fields: EventLineFields, _ line: UnsafeBufferPointer<UInt8>
    )
        -> Int
    {
        let key = tutorialHash &* 1_099_511_628_211 &+ UInt64(bitPattern: Int64(version ?? -1))
        if let slot = funnelSlots[key] { return slot }
        let tutorial = fields.string(.tutorial, in: line) ?? ""
        funnels.append(FunnelState(funnel: EventReport.Funnel(tutorial: tutorial, contentVersion: version)))
        funnelSlots[key] = funnels.count - 1
        return funnels.count - 1
    }

    /// The most distinct steps a tutorial's funnel keeps; a line naming another is a bad line.
    static let maximumSteps = 10_000

    private func step(
        of funnel: Int, _ fields: EventLineFields, _ line: UnsafeBufferPointer<UInt8>, file: String,
        number: Int
    ) -> Int? {
        guard case .string(let range, _) = fields[.step] else { return nil }
        let key = Self.hash(line, range)
        if let slot = funnels[funnel].stepSlots[key] { return slot }
        guard funnels[funnel].steps.count < Self.maximumSteps else {
            bad(
                file, number,
                "the tutorial has more than \(Self.maximumSteps) steps in the log; this one is left out")
            return nil
        }
        let index = fields.integer(.index, in: line) ?? Int.max
        funnels[funnel].steps.append(StepState(id: fields.string(.step, in: line) ?? "", index: index))
        funnels[funnel].stepSlots[key] = funnels[funnel].steps.count - 1
        return funnels[funnel].steps.count - 1
    }

    private func experiment(
        _ tutorialHash: UInt64, _ fields: EventLineFields, _ line: UnsafeBufferPointer<UInt8>
    )
        -> Int
    {
        if let slot = experimentSlots[tutorialHash] { return slot }
        experiments.append(
            ExperimentState(tutorial: fields.string(.tutorial, in: line) ?? "", tutorialHash: tutorialHash))
        experimentSlots[tutorialHash] = experiments.count - 1
        return experiments.count - 1
    }

    private func side(
        of funnel: Int, _ variantHash: UInt64, _ fields: EventLineFields, _ line: UnsafeBufferPointer<UInt8>
    )
        -> Int
    {
        let experiment =
            funnels[funnel].experiment
            ?? {
                let found = self.experiment(Self.hash(line, rangeOf(.tutorial, fields)), fields, line)
                funnels[funnel].experiment = found
                return found
            }()
        return side(inExperiment: experiment, variantHash, fields, line)
    }

    private func side(
        inExperiment experiment: Int, _ variantHash: UInt64, _ fields: EventLineFields,
        _ line: UnsafeBufferPointer<UInt8>
    )
        -> Int
    {
        if let slot = experiments[experiment].sideSlots[variantHash] { return slot }
        experiments[experiment].sides.append(SideState(name: fields.string(.variant, in: line) ?? ""))
        experiments[experiment].sideSlots[variantHash] = experiments[experiment].sides.count - 1
        return experiments[experiment].sides.count - 1
    }

    private func rangeOf(_ key: EventLineScanner.Key, _ fields: EventLineFields) -> Range<Int> {
        if case .string(let range, _) = fields[key] { return range }
        return 0..<0
    }

    /// The FNV-1a hash of the bytes of `line` in `range`.
    static func hash(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        EventLineScanner.hash(UnsafeBufferPointer(rebasing: line[range]))
    }
}
