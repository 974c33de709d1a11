import TutorialKitJSON
import TutorialKitModel
import TutorialKitSchema
import TutorialKitText

extension TutorialChecks {
    /// A button's request to the host and the step's `outcomes` come together, every outcome named
    /// is a declared event, every way leads to a step, and a timeout lasts some time.
    /// `request` is the `action` of the first button that has one, found as the buttons were checked;
    /// a step a run `startsRun` at has no step before it for an outcome to go back to.
    static func checkOutcomes<Node: JSONView>(
        _ node: StepMembers<Node>, request requestNode: Node?, startsRun: Bool, firstIndex: [String: Int],
        _ declared: RuleJSON.Declarations, _ suggestions: inout StepSuggestions,
        _ diagnostics: inout DiagnosticCollector
    ) {
        guard let outcomesNode = node.outcomes else {
            if let requestNode, let action = requestNode.string {
                diagnostics.error(
                    at: requestNode.offset, requestNode.path,
                    "the button asks the host for \"\(action)\", but the step has no \"outcomes\" to say where "
                        + "its answer leads; add \"outcomes\" with \"on\" for each answer")
            }
            return
        }
        if requestNode == nil {
            diagnostics.error(
                at: outcomesNode.offset, outcomesNode.path,
                "\"outcomes\" lead on from a button's \"action\", and no button of this step has one; "
                    + "give a button an \"action\" or remove \"outcomes\"")
        }
        /// Reports a way that names no step, or goes back from where a run starts.
        func checkWay(_ wayNode: Node?) {
            if startsRun, let wayNode, wayNode.string == "back" {
                return diagnostics.error(
                    at: wayNode.offset, wayNode.path,
                    "a run can start at this step, so no step comes before it to go back to; "
                        + "lead to a step id, \"next\", \"finish\" or \"skip\"")
            }
            guard let wayNode, let way = wayNode.string, way != TutorialFile.outcomeNextValue,
                !TutorialFile.reservedNextValues.contains(way), firstIndex[way] == nil
            else { return }
            diagnostics.error(
                at: wayNode.offset, wayNode.path,
                "no step \"\(way)\"" + suggestions.hint(for: way)
                    + "; an outcome leads to a step id, \"next\", \"finish\", \"skip\" or \"back\"")
        }
        outcomesNode["on"]?.forEachMember { outcome, way in
            if let events = declared.events, declared.declares(event: outcome.string) == false {
                let hint = NameSuggestion.hint(for: outcome.string, in: events)
                diagnostics.error(
                    at: outcome.offset, way.path,
                    "unknown outcome \"\(outcome.string)\"" + hint
                        + "; an outcome is an event the host reports: "
                        + (hint.isEmpty
                            ? "declare it in \"events\"" : "correct the name, or declare it in \"events\""))
            }
            checkWay(way)
        }
        checkWay(outcomesNode["otherwise"])
        checkWay(outcomesNode["onTimeout"])
        let timeout = outcomesNode["timeoutSeconds"]
        checkSeconds(timeout, &diagnostics)
        // A timeout without "onTimeout" fails the run: the outcome never arrived.
        if timeout == nil, let onTimeout = outcomesNode["onTimeout"] {
            diagnostics.error(
                at: onTimeout.offset, onTimeout.path,
                "\"onTimeout\" needs \"timeoutSeconds\": say how long to wait for an outcome")
        }
    }
}

extension TutorialChecks {
    /// A missing-target policy that waits, the tutorial's or a step's, waits some time.
    static func checkMissingTarget<Node: JSONView>(_ policy: Node?, _ diagnostics: inout DiagnosticCollector)
    {
        checkSeconds(
            policy?["waitSeconds"],
            hint: "write the fallback alone (\"skip\", \"end\" or \"centre\") not to wait",
            &diagnostics)
    }

    /// A wait lasts more than 0 seconds and at most ``Step/longestWaitSeconds`` (a day).
    static func checkSeconds<Node: JSONView>(
        _ node: Node?, hint: String? = nil, _ diagnostics: inout DiagnosticCollector
    ) {
        guard let node, let seconds = node.double else { return }
        let found = node.numberText ?? ""
        if !(seconds > 0) {
            diagnostics.error(
                at: node.offset, node.path,
                "must be more than 0 seconds, found \(found)" + (hint.map { "; " + $0 } ?? ""))
        } else if seconds > Step.longestWaitSeconds {
            diagnostics.error(
                at: node.offset, node.path,
                "must be at most \(Int(Step.longestWaitSeconds)) seconds (a day), found \(found); "
                    + "a step that waits longer has been forgotten")
        }
    }
}
