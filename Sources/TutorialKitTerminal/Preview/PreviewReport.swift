import TutorialKit

/// The resolved layout of a tutorial as JSON, exactly as `preview --format json` prints it (the contract the tests check):
/// `{"tutorial", "screen": {"width", "height"}, "steps": [{"id", "index", "target", "placement", "box",
/// "arrow", "spotlight", "lines", "scrolled"}]}`.
package enum PreviewReport {
    /// The report's JSON text.
    package static func json(tutorialID: String, presentations: [StepPresentation]) -> String {
        let size = presentations.first?.screen.size ?? .zero
        return JSONWriter.write(
            .orderedObject([
                ("tutorial", .string(tutorialID)),
                (
                    "screen",
                    .orderedObject([("width", .integer(size.width)), ("height", .integer(size.height))])
                ),
                ("steps", .list(presentations.map(step))),
            ]))
    }

    private static func step(_ presentation: StepPresentation) -> JSONValue {
        let layout = presentation.layout
        return .orderedObject([
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
            ("lines", .list(layout.lines.map(JSONValue.string))),
            (
                "scrolled",
                presentation.scrolled.map { scroll in
                    .orderedObject([
                        ("list", .string(scroll.list)), ("contentOffset", .integer(scroll.contentOffset)),
                    ])
                } ?? .null
            ),
        ])
    }

    private static func rect(_ rect: Rect?) -> JSONValue {
        guard let rect else { return .null }
        return .orderedObject([
            ("x", .integer(rect.x)), ("y", .integer(rect.y)), ("width", .integer(rect.width)),
            ("height", .integer(rect.height)),
        ])
    }
}
