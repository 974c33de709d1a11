import TutorialKitModel

/// The ways through a tutorial at one moment: which steps show, where each button leads, how far
/// each step is from the first, and how many steps follow it down the default buttons.
///
/// Worked out for every step at once, in time linear in the steps (and their buttons), so a
/// preview of every step of a long tutorial costs no more per step than a short one.
struct StepGraph {
    /// The first step from each index on whose `showIf` holds; one more entry than steps, `nil`
    /// past the end.
    private let firstShown: [Int?]
    /// Each step's place on the shortest way to it from the first step, through any button;
    /// 1 where no way leads.
    private let positions: [Int]
    /// How many steps follow each one when the user presses each step's default button.
    private let ahead: [Int]

    init(tutorial: Tutorial, context: Rule.Context) {
        let steps = tutorial.steps
        var firstShown = [Int?](repeating: nil, count: steps.count + 1)
        for index in steps.indices.reversed() {
            firstShown[index] =
                (steps[index].showIf?.holds(in: context) ?? true) ? index : firstShown[index + 1]
        }
        // The first step with an id wins, as `Tutorial.index(ofStep:)` finds it.
        var indexByID: [String: Int] = [:]
        for (index, step) in steps.enumerated() where indexByID[step.id] == nil { indexByID[step.id] = index }
        func destination(_ action: Step.Button.Action, from index: Int) -> Int? {
            switch action {
            case .next: firstShown[index + 1]
            case .goTo(let id): indexByID[id].flatMap { firstShown[$0] }
            case .back, .finish, .skipTutorial: nil
            // The host's outcome decides; counted down the first one named, the answer the author
            // expects most (the others, then: asking again would not leave the step).
            case .request:
                switch steps[index].outcomes.map({ $0.on.first?.action ?? $0.otherwise }) {
                case nil, .request: nil
                case let expected?: destination(expected, from: index)
                }
            }
        }
        func buttons(_ index: Int) -> [Step.Button] {
            steps[index].buttons.isEmpty && !steps[index].branchesOnEvents
                ? [Step.Button.next] : steps[index].buttons
        }
        self.firstShown = firstShown
        positions = Self.distances(
            from: firstShown[0], count: steps.count,
            successors: { index in
                let outcomes = steps[index].requests.isEmpty ? [] : steps[index].outcomes?.actions ?? []
                return (buttons(index).map(\.action) + outcomes + steps[index].advanceOn.map(\.action))
                    .compactMap {
                        destination($0, from: index)
                    }
            })
        ahead = Self.stepsAhead(count: steps.count) { index in
            let buttons = buttons(index)
            // A step that branches on events and has no buttons goes on down its first branch.
            guard let button = Step.Button.defaultIndex(in: buttons) else {
                return steps[index].advanceOn.first.flatMap { destination($0.action, from: index) }
            }
            return destination(buttons[button].action, from: index)
        }
    }

    /// Where the step at `index` stands on the shortest way from the first step (from 1).
    func position(of index: Int) -> Int { positions.indices.contains(index) ? positions[index] : 1 }

    /// How many steps follow the one at `index` down the default buttons, each counted once.
    func stepsAhead(of index: Int) -> Int { ahead.indices.contains(index) ? ahead[index] : 0 }

    /// Breadth-first distances from `first` (which is 1); 1 for a step no way reaches.
    private static func distances(from first: Int?, count: Int, successors: (Int) -> [Int]) -> [Int] {
        var distance = [Int](repeating: 0, count: count)
        guard let first else { return distance.map { _ in 1 } }
        distance[first] = 1
        var queue = [first]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for next in successors(current) where distance[next] == 0 {
                distance[next] = distance[current] + 1
                queue.append(next)
            }
        }
        return distance.map { $0 == 0 ? 1 : $0 }
    }

    /// For each step, the distinct steps a walk down `next` visits after it: each step has one
    /// successor or none, so every walk ends or runs into a cycle, and each step is walked once.
    private static func stepsAhead(count: Int, next: (Int) -> Int?) -> [Int] {
        // The distinct steps from each step on, itself included; 0 until known.
        var distinct = [Int](repeating: 0, count: count)
        // Where each step of the walk under way stands in it, or -1.
        var placeInWalk = [Int](repeating: -1, count: count)
        for start in 0..<count where distinct[start] == 0 {
            var walk: [Int] = []
            var current: Int? = start
            while let step = current, distinct[step] == 0, placeInWalk[step] < 0 {
                placeInWalk[step] = walk.count
                walk.append(step)
                current = next(step)
            }
            var end = walk.count
            var following = 0
            if let step = current {
                if distinct[step] > 0 {
                    following = distinct[step]
                } else {
                    // The walk ran into itself: every step of the cycle reaches all of it.
                    let cycleStart = placeInWalk[step]
                    for member in walk[cycleStart...] { distinct[member] = walk.count - cycleStart }
                    end = cycleStart
                    following = walk.count - cycleStart
                }
            }
            for member in walk[..<end].reversed() {
                following += 1
                distinct[member] = following
            }
            for member in walk { placeInWalk[member] = -1 }
        }
        return distinct.map { $0 - 1 }
    }
}
