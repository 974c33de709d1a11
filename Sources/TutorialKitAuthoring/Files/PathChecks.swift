import TutorialKitJSON
import TutorialKitModel
import TutorialKitSchema

/// The checks of a tutorial's paths: every step can be reached from the first, and every step
/// reached has a way to the end. A step's edges are its buttons (the following step when it has
/// none), plus the following step when its `showIf` may pass it over; a "back" button counts as a
/// way out, since it returns along the path taken.
enum PathChecks {
    /// Every step's edges in one flat list, a step's own from `start[step]` to `start[step + 1]`:
    /// a tutorial has thousands of steps with a handful of edges each.
    private struct Graph {
        /// Where the edges lead: a step's index, or ``end``.
        var targets: [Int] = []
        var start: [Int] = [0]

        /// The edge that ends the tutorial.
        static let end = -1

        func edges(from step: Int) -> ArraySlice<Int> { targets[start[step]..<start[step + 1]] }
    }

    /// Checks the paths through `steps`, whose nodes are `stepNodes`; `firstIndex` is the first
    /// step of each id, as a button's "next" finds it.
    static func check<Node: JSONView>(
        _ steps: [Step], firstIndex: [String: Int], _ stepNodes: [StepMembers<Node>],
        _ diagnostics: inout DiagnosticCollector
    ) {
        guard !steps.isEmpty, let graph = graph(of: steps, firstIndex: firstIndex) else { return }

        var reached = Array(repeating: false, count: steps.count)
        reached[0] = true
        var queue = [0]
        while let current = queue.popLast() {
            for next in graph.edges(from: current) where next != Graph.end && !reached[next] {
                reached[next] = true
                queue.append(next)
            }
        }
        for index in steps.indices where !reached[index] {
            diagnostics.error(
                at: idOffset(stepNodes, index),
                JSONPath.root.appending(TutorialFormat.stepsName).appending(index).appending(
                    StepFormat.Name.id.rawValue),
                "step \"\(steps[index].id)\" can never be shown: no button or following step leads to it; "
                    + "point a button's \"next\" at it, or remove it")
        }

        // The steps from which the tutorial can end: those with a way out, and, walking the edges
        // backwards from them, every step that leads to one.
        let earlier = reversed(graph, count: steps.count)
        var finishes = Array(repeating: false, count: steps.count)
        var pending: [Int] = []
        for index in steps.indices where graph.edges(from: index).contains(Graph.end) {
            finishes[index] = true
            pending.append(index)
        }
        while let finishing = pending.popLast() {
            for step in earlier.edges(from: finishing) where !finishes[step] {
                finishes[step] = true
                pending.append(step)
            }
        }
        let trapped = Set(steps.indices.filter { reached[$0] && !finishes[$0] })
        // Steps that lead back to themselves: the loop itself, not the steps leading into it.
        let looping = trapped.sorted().filter { start in
            var seen: Set<Int> = []
            var stack = Array(graph.edges(from: start))
            while let next = stack.popLast() {
                if next == start { return true }
                guard trapped.contains(next), seen.insert(next).inserted else { continue }
                stack += graph.edges(from: next)
            }
            return false
        }
        if let first = looping.first {
            let names = looping.map { "\"\(steps[$0].id)\"" }.joined(separator: ", ")
            diagnostics.error(
                at: idOffset(stepNodes, first),
                JSONPath.root.appending(TutorialFormat.stepsName).appending(first).appending(
                    StepFormat.Name.id.rawValue),
                "steps \(names) loop with no way out; give one of them a button with \"next\": \"finish\" or \"skip\""
            )
        }
    }

    /// Each step's edges, each once; `nil` when a button names an unknown step, which is reported
    /// already: guessing its paths would only add noise.
    private static func graph(of steps: [Step], firstIndex: [String: Int]) -> Graph? {
        var graph = Graph()
        graph.targets.reserveCapacity(steps.count * 2)
        graph.start.reserveCapacity(steps.count + 1)
        // The step whose edges last took each target (the end at the last slot): an edge is added
        // once in constant time, however many buttons and branches a step has.
        var takenBy = [Int](repeating: -1, count: steps.count + 1)
        for index in steps.indices {
            let following = index + 1 < steps.count ? index + 1 : Graph.end
            func add(_ target: Int) {
                let slot = target == Graph.end ? steps.count : target
                guard takenBy[slot] != index else { return }
                takenBy[slot] = index
                graph.targets.append(target)
            }
            if steps[index].showIf != nil || (steps[index].buttons.isEmpty && !steps[index].branchesOnEvents)
            {
                add(following)
            }
            /// Adds the edge of `action`; `false` when it names no step.
            func follow(_ action: Step.Button.Action) -> Bool {
                switch action {
                case .next: add(following)
                case .goTo(let id):
                    guard let target = firstIndex[id] else { return false }
                    add(target)
                case .finish, .skipTutorial, .back: add(Graph.end)
                // The step stays until the host's outcome, whose ways are followed below.
                case .request: break
                }
                return true
            }
            // The buttons' actions, the ways the host's outcomes lead when a button asks for one,
            // and the branches of the events the step advances on.
            for button in steps[index].buttons where !follow(button.action) { return nil }
            if !steps[index].requests.isEmpty, let outcomes = steps[index].outcomes {
                for action in outcomes.actions where !follow(action) { return nil }
            }
            for advance in steps[index].advanceOn where !follow(advance.action) { return nil }
            graph.start.append(graph.targets.count)
        }
        return graph
    }

    /// The graph with its edges turned round, the end left out.
    private static func reversed(_ graph: Graph, count: Int) -> Graph {
        var incoming = Array(repeating: 0, count: count + 1)
        for target in graph.targets where target != Graph.end { incoming[target + 1] += 1 }
        for index in 0..<count { incoming[index + 1] += incoming[index] }
        var reversed = Graph(targets: Array(repeating: 0, count: incoming[count]), start: incoming)
        var next = incoming
        for step in 0..<count {
            for target in graph.edges(from: step) where target != Graph.end {
                reversed.targets[next[target]] = step
                next[target] += 1
            }
        }
        return reversed
    }

    private static func idOffset<Node: JSONView>(_ nodes: [StepMembers<Node>], _ index: Int) -> Int {
        guard nodes.indices.contains(index) else { return 0 }
        return nodes[index].id?.offset ?? nodes[index].node.offset
    }
}
