import TutorialKitJSON
import TutorialKitModel
import TutorialKitSchema
import TutorialKitText

extension TutorialChecks {
    /// A button's request to the host and the step's `outcomes` come together, every outcome named
    /// is a declared event, every way leads to a step, and a timeout lasts some time.
    /// `request` is the `action` of the first button that has one, found as the buttons were checked.
    static func checkOutcomes<Node: JSONView>(
        _ node: StepMembers<Node>, request requestNode: Node?, firstIndex: [String: Int],
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
        /// Reports a way that names no step.
        func checkWay(_ wayNode: Node?) {
            guard let wayNode, let way = wayNode.string, way != TutorialFile.outcomeNextValue,
                !TutorialFile.reservedNextValues.contains(way), firstIndex[way] == nil
            else { return }
            diagnostics.error(
                at: wayNode.offset, wayNode.path,
                "no step \"\(way)\"" + suggestions.hint(for: way)
                    + "; an outcome leads to a step id, \"next\", \"finish\", \"skip\" or \"back\"")
        }
        outcomesNode["on"]?.forEachMember { outcome, way in
            if let events = declared.events, !events.contains(outcome.string) {
                diagnostics.error(
                    at: outcome.offset, way.path,
                    "unknown outcome \"\(outcome.string)\""
                        + NameSuggestion.hint(for: outcome.string, in: events)
                        + "; an outcome is an event the host reports: declare it in \"events\"")
            }
            checkWay(way)
        }
        checkWay(outcomesNode["otherwise"])
        checkWay(outcomesNode["onTimeout"])
        let timeout = outcomesNode["timeoutSeconds"]
        if let timeout, let seconds = timeout.double, !(seconds > 0) {
            diagnostics.error(
                at: timeout.offset, timeout.path,
                "must be more than 0 seconds, found \(timeout.numberText ?? "")")
        }
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
        guard let seconds = policy?["waitSeconds"], let value = seconds.double, !(value > 0) else { return }
        diagnostics.error(
            at: seconds.offset, seconds.path,
            "must be more than 0 seconds, found \(seconds.numberText ?? ""); "
                + "write the fallback alone (\"skip\", \"end\" or \"centre\") not to wait")
    }
}
