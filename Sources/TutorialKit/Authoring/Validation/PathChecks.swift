/// The checks of a tutorial's paths: every step can be reached from the first, and every step
/// reached has a way to the end. A step's edges are its buttons (the following step when it has
/// none), plus the following step when its `showIf` may pass it over; a "back" button counts as a
/// way out, since it returns along the path taken.
enum PathChecks {
    /// Where a step can lead.
    private enum Edge: Equatable {
        case step(Int)
        case end
    }

    /// Checks the paths through `steps`, whose nodes are `stepNodes`; `firstIndex` is the first
    /// step of each id, as a button's "next" finds it.
    static func check<Node: JSONView>(
        _ steps: [Step], firstIndex: [String: Int], _ stepNodes: [StepMembers<Node>],
        _ diagnostics: inout DiagnosticCollector
    ) {
        guard !steps.isEmpty else { return }
        let ids = steps.map(\.id)
        // A button naming an unknown step is reported already; guessing its paths would only add noise.
        let namesUnknown = steps.contains { step in
            step.buttons.contains {
                if case .goTo(let id) = $0.action { firstIndex[id] == nil } else { false }
            }
        }
        guard !namesUnknown else { return }
        let edges = steps.indices.map { Self.edges(from: $0, in: steps, firstIndex: firstIndex) }

        var reached = Array(repeating: false, count: steps.count)
        reached[0] = true
        var queue = [0]
        while let current = queue.popLast() {
            for case .step(let next) in edges[current] where !reached[next] {
                reached[next] = true
                queue.append(next)
            }
        }
        for index in steps.indices where !reached[index] {
            diagnostics.error(
                at: idOffset(stepNodes, index),
                JSONPath.root.appending("steps").appending(index).appending("id"),
                "step \"\(ids[index])\" can never be shown: no button or following step leads to it; "
                    + "point a button's \"next\" at it, or remove it")
        }

        // The steps from which the tutorial can end: those with a way out, and, walking the edges
        // backwards from them, every step that leads to one.
        var leadingTo = Array(repeating: [Int](), count: steps.count)
        var finishes = Array(repeating: false, count: steps.count)
        var pending: [Int] = []
        for (index, exits) in edges.enumerated() {
            for edge in exits {
                switch edge {
                case .end:
                    if !finishes[index] {
                        finishes[index] = true
                        pending.append(index)
                    }
                case .step(let next):
                    leadingTo[next].append(index)
                }
            }
        }
        while let finishing = pending.popLast() {
            for earlier in leadingTo[finishing] where !finishes[earlier] {
                finishes[earlier] = true
                pending.append(earlier)
            }
        }
        let trapped = Set(steps.indices.filter { reached[$0] && !finishes[$0] })
        // Steps that lead back to themselves: the loop itself, not the steps leading into it.
        let looping = trapped.sorted().filter { start in
            var seen: Set<Int> = []
            var stack = edges[start].compactMap { if case .step(let next) = $0 { next } else { nil } }
            while let next = stack.popLast() {
                if next == start { return true }
                guard trapped.contains(next), seen.insert(next).inserted else { continue }
                stack += edges[next].compactMap { if case .step(let after) = $0 { after } else { nil } }
            }
            return false
        }
        if let first = looping.first {
            let names = looping.map { "\"\(ids[$0])\"" }.joined(separator: ", ")
            diagnostics.error(
                at: idOffset(stepNodes, first),
                JSONPath.root.appending("steps").appending(first).appending("id"),
                "steps \(names) loop with no way out; give one of them a button with \"next\": \"finish\" or \"skip\""
            )
        }
    }

    /// A step's edges, each once: a step has a handful of buttons, so a list beats a set.
    private static func edges(from index: Int, in steps: [Step], firstIndex: [String: Int]) -> [Edge] {
        let following: Edge = index + 1 < steps.count ? .step(index + 1) : .end
        let step = steps[index]
        var edges: [Edge] = step.showIf == nil ? [] : [following]
        func add(_ edge: Edge) {
            if !edges.contains(edge) { edges.append(edge) }
        }
        if step.buttons.isEmpty {
            add(following)
        }
        for button in step.buttons {
            switch button.action {
            case .next: add(following)
            case .goTo(let id):
                if let target = firstIndex[id] { add(.step(target)) }
            case .finish, .skipTutorial, .back: add(.end)
            }
        }
        return edges
    }

    private static func idOffset<Node: JSONView>(_ nodes: [StepMembers<Node>], _ index: Int) -> Int {
        guard nodes.indices.contains(index) else { return 0 }
        return nodes[index].id?.offset ?? nodes[index].node.offset
    }
}
