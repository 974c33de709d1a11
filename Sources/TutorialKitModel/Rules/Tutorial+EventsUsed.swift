extension Rule {
    /// The host events the rule counts, in the order written.
    package var eventNames: [String] {
        switch self {
        case .all(let rules), .any(let rules): rules.flatMap(\.eventNames)
        case .not(let rule): rule.eventNames
        case .event(let name, _, _): [name]
        case .daysSince, .parameter, .tutorial: []
        }
    }
}

extension Tutorial {
    /// Every host event the tutorial listens for, each once, in the order first met: those its
    /// rules count (`showIf`, its own and its steps'), those its steps go on from (`advanceOn`,
    /// a tap of the target aside) and the outcomes they wait for.
    package var eventsUsed: [String] {
        var names: [String] = []
        var seen = Set<String>()
        func add(_ name: String) {
            if name != Step.Advance.targetTapped, seen.insert(name).inserted { names.append(name) }
        }
        showIf?.eventNames.forEach(add)
        for step in steps {
            step.showIf?.eventNames.forEach(add)
            for advance in step.advanceOn { add(advance.event) }
            for outcome in step.outcomes?.on ?? [] { add(outcome.event) }
        }
        return names
    }
}
