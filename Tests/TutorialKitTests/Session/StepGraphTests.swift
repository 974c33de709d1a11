import Foundation
import LayoutInvariants
import Testing

@testable import TutorialKit

/// The ways through a tutorial worked out all at once (for a preview in linear time) against the
/// step-by-step walks the session made before: the same position and steps ahead for every step.
struct StepGraphTests {
    @Test("positions and steps ahead match a walk from each step, over random branching tutorials")
    func matchesStepByStepWalks() {
        var random = SeededGenerator(seed: 0x5745_5053)
        for _ in 0..<400 {
            let tutorial = Self.randomTutorial(&random)
            let context = Rule.Context(now: Date(timeIntervalSince1970: 0))
            let graph = StepGraph(tutorial: tutorial, context: context)
            let reference = ReferenceWalk(tutorial: tutorial, context: context)
            for index in tutorial.steps.indices {
                #expect(graph.position(of: index) == reference.position(of: index), "\(tutorial.steps)")
                #expect(graph.stepsAhead(of: index) == reference.stepsAhead(of: index), "\(tutorial.steps)")
            }
        }
    }

    @Test("a preview's progress is the session's, step by step")
    func previewMatchesSessions() throws {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<50 {
            let tutorial = Self.randomTutorial(&random)
            let all = try TutorialPreview.presentations(of: tutorial)
            for index in tutorial.steps.indices {
                let session = try TutorialSession(
                    tutorial: tutorial, clock: ManualClock(), waitsForHost: false)
                try session.start(atIndex: index)
                #expect(all[index].progress == session.presentation?.progress)
            }
        }
    }

    /// Up to 12 steps whose buttons go on, jump anywhere (a missing id too), finish, go back or ask
    /// the host (whose answers lead anywhere a button goes), some hidden by a rule that never holds.
    static func randomTutorial(_ random: inout SeededGenerator) -> Tutorial {
        let count = Int.random(in: 1...12, using: &random)
        let steps = (0..<count).map { index in
            var step = Step("s\(index)", text: "Step \(index)")
            let buttonCount = Int.random(in: 0...3, using: &random)
            step.buttons = (0..<buttonCount).map { _ in
                let action: Step.Button.Action =
                    switch Int.random(in: 0..<6, using: &random) {
                    case 0: .next
                    case 1: .goTo("s\(Int.random(in: 0...count, using: &random))")
                    case 2: .finish
                    case 3: .back
                    case 4: .request("host.act")
                    default: .goTo("s\(Int.random(in: 0..<count, using: &random))")
                    }
                return Step.Button("b", action: action, isDefault: Int.random(in: 0..<4, using: &random) == 0)
            }
            // Where the host's answers lead: none named, or a few, each anywhere a button goes.
            if !step.requests.isEmpty, Int.random(in: 0..<4, using: &random) != 0 {
                func way() -> Step.Button.Action {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: .next
                    case 1: .finish
                    default: .goTo("s\(Int.random(in: 0...count, using: &random))")
                    }
                }
                var outcomes = Step.Outcomes(otherwise: way())
                for name in 0..<Int.random(in: 0...2, using: &random) {
                    outcomes.on.append(Step.Advance("answer\(name)", then: way()))
                }
                step.outcomes = outcomes
            }
            if Int.random(in: 0..<5, using: &random) == 0 { step.showIf = .not(.all([])) }
            return step
        }
        return Tutorial(id: "t", steps: steps, screen: Screen(id: "s", size: Size(width: 40, height: 12)))
    }
}

/// The session's walks as they were: a breadth-first search and a default-button walk per step.
private struct ReferenceWalk {
    let tutorial: Tutorial
    let context: Rule.Context

    func firstShown(from index: Int) -> Int? {
        tutorial.steps.indices.dropFirst(index).first {
            tutorial.steps[$0].showIf?.holds(in: context) ?? true
        }
    }

    func position(of index: Int) -> Int {
        guard let first = firstShown(from: 0) else { return 1 }
        var distance = [first: 1]
        var queue = [first]
        while !queue.isEmpty {
            let current = queue.removeFirst()
            if current == index { return distance[current] ?? 1 }
            for next in successors(of: current) where distance[next] == nil {
                distance[next] = (distance[current] ?? 1) + 1
                queue.append(next)
            }
        }
        return 1
    }

    func buttons(_ index: Int) -> [Step.Button] {
        tutorial.steps[index].buttons.isEmpty ? [Step.Button.next] : tutorial.steps[index].buttons
    }

    func destination(_ action: Step.Button.Action, from index: Int) -> Int? {
        switch action {
        case .next: firstShown(from: index + 1)
        case .goTo(let id): tutorial.index(ofStep: id).flatMap(firstShown(from:))
        case .back, .finish, .skipTutorial: nil
        case .request:
            tutorial.steps[index].outcomes.flatMap { outcomes in
                let expected = outcomes.on.first?.action ?? outcomes.otherwise
                if case .request = expected { return nil }
                return destination(expected, from: index)
            }
        }
    }

    func successors(of index: Int) -> [Int] {
        let outcomes =
            tutorial.steps[index].requests.isEmpty ? [] : tutorial.steps[index].outcomes?.actions ?? []
        return (buttons(index).map(\.action) + outcomes).compactMap { destination($0, from: index) }
    }

    func stepsAhead(of index: Int) -> Int {
        var count = 0
        var current = index
        var visited: Set<Int> = [index]
        while let defaultIndex = Step.Button.defaultIndex(in: buttons(current)),
            let next = destination(buttons(current)[defaultIndex].action, from: current),
            visited.insert(next).inserted
        {
            count += 1
            current = next
        }
        return count
    }
}
