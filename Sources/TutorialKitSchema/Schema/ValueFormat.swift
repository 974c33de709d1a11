import TutorialKitJSON
import TutorialKitModel

/// Values many keys share, as files spell them: a text (a string, or translations by locale) and
/// where a button or a way goes (its `next`).
package enum ValueFormat {
    /// The text a validated `text` value gives; the empty string for none.
    // Compiled for the tape here too: the loader, a layer up, reads through it for every file.
    @_specialize(exported:true,where Node == JSONTape.View)
    package static func text<Node: JSONView>(_ node: Node?) -> LocalizedText {
        guard let node else { return LocalizedText("") }
        if node.kind == .object {
            var translations: [LocalizedText.Translation] = []
            translations.reserveCapacity(node.count)
            node.forEachMember { key, value in
                translations.append(LocalizedText.Translation(locale: key.string, text: value.string ?? ""))
            }
            return LocalizedText(translations: translations)
        }
        return LocalizedText(node.string ?? "")
    }

    /// A text as a file writes it: a plain string, or its translations in their order.
    package static func json(for text: LocalizedText) -> JSONValue {
        if let plain = text.plain { return .string(plain) }
        return .orderedObject(text.translations.map { ($0.locale, .string($0.text)) })
    }

    /// A number of seconds as a file writes it: a whole number without a fraction.
    package static func seconds(_ value: Double) -> JSONValue {
        .number(JSONNumber(Rule.ParameterValue.number(value).description))
    }

    /// Where a `next` value leads: the following step without one, or a step id.
    package static func action(_ next: String?) -> Step.Button.Action {
        switch next {
        case nil: .next
        case "finish": .finish
        case "skip": .skipTutorial
        case "back": .back
        case let id?: .goTo(id)
        }
    }

    /// Where a button or a way goes, as its `next` says it; nothing for the following step (and
    /// for a request to the host, which a button writes as its `action`).
    package static func json(for action: Step.Button.Action) -> JSONValue? {
        switch action {
        case .next: nil
        case .back: .string("back")
        case .finish: .string("finish")
        case .skipTutorial: .string("skip")
        case .goTo(let id): .string(id)
        case .request: nil
        }
    }
}
