import TutorialKit

/// The resolved layout of a tutorial as JSON, exactly as `preview --format json` prints it (the contract the tests check):
/// `{"tutorial", "screen": {"width", "height"}, "steps": [{"id", "index", "target", "placement", "box",
/// "arrow", "spotlight", "highlights", "lines", "outcomes", "scrolled"}]}`; a step whose box is cut
/// to fit its screen also has `"allLines"`, every line of its text (`"lines"` holds those shown).
package enum PreviewReport {
    /// The report's JSON text; with `transitionsFrom` (the step shown before each, `nil` for none),
    /// each step has a `"transition"` list too: the frames between, as `play` draws them.
    package static func json(
        tutorialID: String, presentations: [StepPresentation], transitionsFrom: [StepPresentation?]? = nil
    ) -> String {
        let size = presentations.first?.screen.size ?? .zero
        return JSONWriter.write(
            .orderedObject([
                ("tutorial", .string(tutorialID)),
                (
                    "screen",
                    .orderedObject([("width", .integer(size.width)), ("height", .integer(size.height))])
                ),
                (
                    "steps",
                    .list(
                        presentations.enumerated().map { index, presentation in
                            step(presentation, transitionFrom: transitionsFrom.map { $0[index] })
                        })
                ),
            ]))
    }

    /// A step; with `transitionFrom` (given, if `nil` inside), its transition from that step too.
    private static func step(_ presentation: StepPresentation, transitionFrom: StepPresentation??)
        -> JSONValue
    {
        let layout = presentation.layout
        let transition: [(String, JSONValue)] =
            transitionFrom.map { from in
                [("transition", .list(frames(StepLayout.Transition(from: from, to: presentation))))]
            } ?? []
        // A box cut to fit its screen shows fewer lines than its text has: all of them.
        let allLines: [(String, JSONValue)] =
            layout.content.isCut
            ? [("allLines", .list(layout.content.allTextLines.map(JSONValue.string)))] : []
        return .orderedObject(
            [
                ("id", .string(presentation.step.id)),
                ("index", .integer(presentation.index)),
                ("target", rect(presentation.target)),
                ("placement", layout.placement.map { .string($0.description) } ?? .null),
                ("box", rect(layout.box)),
                (
                    "arrow",
                    layout.arrow.map { arrow in
                        .orderedObject([
                            ("x", .integer(arrow.position.x)), ("y", .integer(arrow.position.y)),
                            ("direction", .string(arrow.direction.rawValue)),
                        ])
                    } ?? .null
                ),
                ("spotlight", rect(layout.spotlight)),
                ("highlights", .list(layout.highlights.map { rect($0) })),
                ("lines", .list(layout.lines.map(JSONValue.string))),
            ] + allLines + [
                ("outcomes", outcomes(of: presentation.step)),
                (
                    "scrolled",
                    presentation.scrolled.map { scroll in
                        .orderedObject([
                            (scroll.kind.rawValue, .string(scroll.list)),
                            ("contentOffset", .integer(scroll.contentOffset)),
                        ])
                    } ?? .null
                ),
            ] + transition)
    }

    /// What the step's buttons ask the host for and where each answer leads; `null` when they ask
    /// nothing.
    package static func outcomes(of step: Step) -> JSONValue {
        guard !step.requests.isEmpty, let outcomes = step.outcomes else { return .null }
        return .orderedObject([
            ("requests", .list(step.requests.map(JSONValue.string))),
            ("on", .orderedObject(outcomes.on.map { ($0.event, way(of: $0.action)) })),
            ("otherwise", way(of: outcomes.otherwise)),
            (
                "timeout",
                outcomes.timeout.map { timeout in
                    .orderedObject([
                        (
                            "seconds",
                            .number(JSONNumber(Rule.ParameterValue.number(timeout.seconds).description))
                        ),
                        // No way on: the run fails.
                        ("then", timeout.action.map(way(of:)) ?? .string("fail")),
                    ])
                } ?? .null
            ),
        ])
    }

    /// Where an action leads, as a file writes it: a step id, `next`, `back`, `finish` or `skip`.
    private static func way(of action: Step.Button.Action) -> JSONValue {
        switch action {
        case .next: .string("next")
        case .back: .string("back")
        case .finish: .string("finish")
        case .skipTutorial: .string("skip")
        case .goTo(let id): .string(id)
        case .request(let name): .orderedObject([("request", .string(name))])
        }
    }

    /// The frames of `transition` between its start and its end, at the rate `play` draws them.
    private static func frames(_ transition: StepLayout.Transition) -> [JSONValue] {
        TransitionPreview.inBetween(transition).map { step in
            let frame = transition.frame(at: step.time)
            return .orderedObject([
                ("milliseconds", .integer(step.milliseconds)),
                ("spotlight", rect(frame.spotlight)), ("box", rect(frame.box)),
                ("scrollOffset", frame.scrollOffset.map(JSONValue.integer) ?? .null),
            ])
        }
    }

    private static func rect(_ rect: Rect?) -> JSONValue {
        guard let rect else { return .null }
        return .orderedObject([
            ("x", .integer(rect.x)), ("y", .integer(rect.y)), ("width", .integer(rect.width)),
            ("height", .integer(rect.height)),
        ])
    }
}
