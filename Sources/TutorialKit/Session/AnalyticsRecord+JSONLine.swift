import TutorialKitJSON
import TutorialKitModel

extension TutorialSession.AnalyticsRecord {
    /// The record as one line of JSON, ending with a newline, for a host's analytics log in JSON
    /// Lines: `{"date":"2026-11-24T10:00:00Z","kind":"stepShown","index":0,"origin":"hostAPI",
    /// "step":"welcome","tutorial":"first-launch"}`. A step's completion says `how`; the end says its
    /// `outcome` and, when the tour did not complete, `atStep`; a request to the host names its
    /// `action`, and the host's answer its `outcome`; a session showing a variant of an experiment
    /// names it on every line (`variant`); a step that could not be shown as written
    /// says the `reason` and its `handling`, as a failed end its `reason`; `timeOnStep` is in
    /// seconds.
    public var jsonLine: String {
        var fields: [(String, JSONValue?)] = [
            ("date", .string(SeenDates.format(date))), ("tutorial", .string(tutorialID)),
            ("origin", .string(origin.rawValue)), ("variant", variant.map(JSONValue.string)),
            // Milliseconds are enough; a clock that returns no finite time gives no figure.
            (
                "timeOnStep",
                timeOnStep.flatMap {
                    $0.isFinite ? .number(JSONNumber(String(($0 * 1_000).rounded() / 1_000))) : nil
                }
            ),
        ]
        switch kind {
        case .started:
            fields.append(("kind", .string("started")))
        case .stepShown(let step, let index):
            fields += [("kind", .string("stepShown")), ("step", .string(step)), ("index", .integer(index))]
        case .stepCompleted(let step, let index, let how):
            fields += [
                ("kind", .string("stepCompleted")), ("step", .string(step)), ("index", .integer(index)),
                ("how", .string(how.rawValue)),
            ]
        case .hostActionRequested(let step, let action):
            fields += [
                ("kind", .string("hostActionRequested")), ("step", .string(step)),
                ("action", .string(action)),
            ]
        case .outcomeReported(let step, let action, let outcome):
            fields += [
                ("kind", .string("outcomeReported")), ("step", .string(step)), ("action", .string(action)),
                ("outcome", .string(outcome)),
            ]
        case .outcomeTimedOut(let step, let action):
            fields += [
                ("kind", .string("outcomeTimedOut")), ("step", .string(step)), ("action", .string(action)),
            ]
        case .stepUnavailable(let step, let reason, let handling):
            fields += [
                ("kind", .string("stepUnavailable")), ("step", .string(step)),
                ("reason", .string(reason.rawValue)), ("handling", .string(handling.rawValue)),
            ]
        case .wentBack(let step, let index):
            fields += [("kind", .string("wentBack")), ("step", .string(step)), ("index", .integer(index))]
        case .buttonPressed(let step, let index, let button, let action):
            fields += [
                ("kind", .string("buttonPressed")), ("step", .string(step)), ("index", .integer(index)),
                ("button", .integer(button)), ("action", .string(action.eventName)),
            ]
        case .finished(let outcome):
            fields.append(("kind", .string("finished")))
            switch outcome {
            case .completed: fields.append(("outcome", .string("completed")))
            case .skipped(let step): fields += [("outcome", .string("skipped")), ("atStep", .string(step))]
            case .dismissed(let step):
                fields += [("outcome", .string("dismissed")), ("atStep", .string(step))]
            case .abandoned(let step):
                fields += [("outcome", .string("abandoned")), ("atStep", .string(step))]
            case .failed(let step, let reason):
                fields += [
                    ("outcome", .string("failed")), ("atStep", .string(step)),
                    ("reason", .string(reason.rawValue)),
                ]
            }
        }
        return JSONWriter.writeLine(.object(fields))
    }
}
