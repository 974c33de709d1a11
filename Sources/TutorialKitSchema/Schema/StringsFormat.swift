import TutorialKitJSON
import TutorialKitModel

/// A tutorial's own words for the standard strings (its `strings` object), each key declared
/// once: the standard buttons' and the progress's, and the transcript's phrases by name.
package enum StringsFormat {
    package typealias Key<Node: JSONView> = FormatKey<
        Node, Tutorial.Strings.Overrides, Tutorial.Strings.Overrides
    >
    package typealias PhraseKey<Node: JSONView> = FormatKey<
        Node, [Tutorial.Strings.Phrase: LocalizedText], [Tutorial.Strings.Phrase: LocalizedText]
    >

    package static func keys<Node: JSONView>(_: Node.Type = Node.self) -> [Key<Node>] {
        /// A text the overrides keep at `field`.
        func text(
            _ name: String, _ summary: String,
            _ field: WritableKeyPath<Tutorial.Strings.Overrides, LocalizedText?> & Sendable
        ) -> Key<Node> {
            Key(
                name, .reference("text"), summary,
                read: { node, strings in strings[keyPath: field] = ValueFormat.text(node) },
                write: { $0[keyPath: field].map(ValueFormat.json(for:)) })
        }
        return [
            text("back", "The standard Back button.", \.back),
            text("next", "The standard Next button.", \.next),
            text("done", "The standard Done button, on the last step.", \.done),
            text("skip", "A Skip button.", \.skip),
            text(
                "progress",
                "The progress: {position} and {total} stand for the numbers (\"{position} of {total}\").",
                \.progress),
            Key(
                "transcript",
                .object(
                    ObjectShape("the transcript's phrases", phraseKeys(JSONTreeView.self).properties())),
                "The transcript's sentences and their parts, by name.",
                read: { node, strings in
                    FormatKey.read(node, phraseKeys(Node.self), into: &strings.transcript)
                },
                write: {
                    $0.transcript.isEmpty
                        ? nil : FormatKey.json(for: $0.transcript, phraseKeys(JSONTreeView.self))
                }),
        ]
    }

    /// One key for each of the transcript's phrases, by its name.
    package static func phraseKeys<Node: JSONView>(_: Node.Type = Node.self) -> [PhraseKey<Node>] {
        Tutorial.Strings.Phrase.allCases.map { phrase in
            PhraseKey(
                phrase.rawValue, .reference("text"),
                "In English: \"" + Tutorial.Strings.builtIn.phrase(phrase, locale: "en")
                    + (phrase.placeholders.isEmpty
                        ? "\"." : "\"; the names in braces stand for what it names."),
                read: { node, phrases in phrases[phrase] = ValueFormat.text(node) },
                write: { $0[phrase].map(ValueFormat.json(for:)) })
        }
    }

    package static let shape = Shape.object(
        ObjectShape("the strings", keys(JSONTreeView.self).properties()))

    /// The overrides a validated `strings` object gives.
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func overrides<Node: JSONView>(_ node: Node) -> Tutorial.Strings.Overrides {
        var strings = Tutorial.Strings.Overrides.none
        FormatKey.read(node, keys(Node.self), into: &strings)
        return strings
    }

    /// The overrides as a file writes them; nothing when there are none.
    package static func json(for strings: Tutorial.Strings.Overrides) -> JSONValue? {
        strings == .none ? nil : FormatKey.json(for: strings, keys(JSONTreeView.self))
    }
}
