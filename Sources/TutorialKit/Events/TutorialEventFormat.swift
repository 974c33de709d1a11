import TutorialKitSchema

/// The shape of an event line, for its JSON Schema (`tutorialkit schema event`): the keys of
/// ``TutorialEvent``, each with what it means. Readers ignore keys they do not know, so a later
/// version of the same format may add some.
package enum TutorialEventFormat {
    package static let shape = Shape.object(
        ObjectShape(
            "an event line",
            [
                .init("format", .positive, required: true, "The line's format: 1."),
                .init(
                    "time", .nonEmptyString, required: true,
                    "When it happened, UTC, to the millisecond: 2026-11-27T09:30:00.250Z."),
                .init(
                    "kind", .string(StringRule(allowed: TutorialEvent.Kind.allCases.map(\.rawValue))),
                    required: true,
                    "What happened."),
                .init("user", .nonEmptyString, "The user or device, as the host names them."),
                .init("session", .nonEmptyString, "The run's id: the same on every line of one run."),
                .init("tutorial", .nonEmptyString, "The tutorial's id (every kind but hostEvent)."),
                .init("contentVersion", .count, "The tutorial's content version."),
                .init(
                    "bundleVersion", .positive, "The version of the installed bundle the tutorial came from."),
                .init(
                    "variant", .nonEmptyString,
                    "The side of the tutorial's experiment: a variant, or control."),
                .init("step", .nonEmptyString, "The step's id."),
                .init("index", .count, "The step's place in the tutorial, from 0."),
                .init("timeOnStep", .number, "Seconds on the step being left."),
                .init("reason", .nonEmptyString, "Why a run failed or a step was unavailable."),
                .init(
                    "handling", .nonEmptyString, "What an unavailable step did instead: skip, center or end."),
                .init("action", .nonEmptyString, "A request's action, or what a pressed button does."),
                .init("outcome", .nonEmptyString, "The host's answer to a request."),
                .init("button", .count, "A pressed button's place on its step, from 0."),
                .init("event", .nonEmptyString, "A host event's name (kind hostEvent)."),
                .init("origin", .nonEmptyString, "What caused it: button, keyboard, hostAPI or pointer."),
            ]))
}

extension JSONSchemaWriter {
    /// The schema of event log lines.
    package static var eventLine: String {
        schema(for: TutorialEventFormat.shape, title: "TutorialKit event line", id: "event.schema.json")
    }
}
