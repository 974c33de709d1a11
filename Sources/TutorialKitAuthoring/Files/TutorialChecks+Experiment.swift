import TutorialKitJSON
import TutorialKitModel
import TutorialKitSchema
import TutorialKitText

extension TutorialChecks {
    /// An experiment gives someone something to see, names each variant once (and none
    /// `control`), and each variant's steps and texts are the tutorial's: a variant that leaves
    /// steps out keeps every way between the steps it shows.
    static func checkExperiment<Node: JSONView>(
        _ root: Node, _ tutorial: Tutorial, firstIndex: [String: Int], locales: [String],
        _ suggestions: inout StepSuggestions, _ diagnostics: inout DiagnosticCollector
    ) {
        guard let node = root["experiment"], let experiment = tutorial.experiment else { return }
        if experiment.totalWeight == 0 {
            diagnostics.error(
                at: node.offset, node.path,
                "the weights add up to 0, so no one would be placed; give a variant a weight above 0")
        }
        var names: Set<String> = []
        node["variants"]?.forEachElement { position, variantNode in
            guard experiment.variants.indices.contains(position) else { return }
            let variant = experiment.variants[position]
            if let nameNode = variantNode["name"], nameNode.string != nil {
                if variant.name == Tutorial.Experiment.controlName {
                    diagnostics.error(
                        at: nameNode.offset, nameNode.path,
                        "\"control\" names the group that sees nothing; give the variant another name")
                } else if !names.insert(variant.name).inserted {
                    diagnostics.error(
                        at: nameNode.offset, nameNode.path,
                        "a variant is already named \"\(variant.name)\"; give each variant its own name")
                }
            }
            if let weightNode = variantNode["weight"], weightNode.integer == 0 {
                diagnostics.warning(
                    at: weightNode.offset, weightNode.path, "a weight of 0: no one sees this variant")
            }
            checkVariantSteps(variantNode, variant, tutorial, firstIndex, &suggestions, &diagnostics)
            let shown = variant.stepIDs.map(Set.init)
            variantNode["texts"]?.forEachMember { step, text in
                guard let replaced = variant.texts[step.string] else { return }
                if firstIndex[step.string] == nil {
                    diagnostics.error(at: step.offset, text.path, unknownStep(step.string, &suggestions))
                } else if let shown, !shown.contains(step.string) {
                    diagnostics.error(
                        at: step.offset, text.path,
                        "the variant does not show step \"\(step.string)\"; add it to its \"steps\" or drop this text"
                    )
                }
                checkText(replaced, text, locales: locales, &diagnostics)
            }
        }
    }

    /// The message for a variant naming a step the tutorial does not have.
    private static func unknownStep(_ id: String, _ suggestions: inout StepSuggestions) -> String {
        "no step \"\(id)\"" + suggestions.hint(for: id) + "; a variant names the tutorial's steps by id"
    }

    /// The steps a variant shows are the tutorial's, each once, and every way out of one of them
    /// leads to another of them.
    private static func checkVariantSteps<Node: JSONView>(
        _ variantNode: Node, _ variant: Tutorial.Experiment.Variant, _ tutorial: Tutorial,
        _ firstIndex: [String: Int], _ suggestions: inout StepSuggestions,
        _ diagnostics: inout DiagnosticCollector
    ) {
        guard let stepsNode = variantNode["steps"], let ids = variant.stepIDs else { return }
        // A set, not the list: a variant may show every step of a long tutorial.
        let shown = Set(ids)
        var seen: Set<String> = []
        stepsNode.forEachElement { _, idNode in
            guard let id = idNode.string else { return }
            guard let index = firstIndex[id] else {
                return diagnostics.error(at: idNode.offset, idNode.path, unknownStep(id, &suggestions))
            }
            guard seen.insert(id).inserted else {
                return diagnostics.error(
                    at: idNode.offset, idNode.path,
                    "step \"\(id)\" is listed twice; a variant shows each step once")
            }
            let step = tutorial.steps[index]
            let ways =
                step.buttons.map(\.action) + step.advanceOn.map(\.action) + (step.outcomes?.actions ?? [])
            for case .goTo(let target) in ways where !shown.contains(target) && firstIndex[target] != nil {
                diagnostics.error(
                    at: idNode.offset, idNode.path,
                    "step \"\(id)\" leads to \"\(target)\", which the variant leaves out; add \"\(target)\" to its \"steps\""
                )
            }
        }
    }
}
