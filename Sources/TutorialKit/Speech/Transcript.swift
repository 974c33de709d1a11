/// A step in plain sentences, with no drawing — for screen-reader users and for reviewing copy:
/// `Step 2 of 3, "Details": This is a table view cell's detail. Points at the detail label of row 10
/// in table, below it. Buttons: Back, Next.` A button that asks the host to act says so, and where
/// each of the host's answers leads follows. The only step on its way, as in a tutorial of one
/// step, starts with its title and text alone: "Step 1 of 1" would say nothing.
///
/// The sentences are in the language the step's text is shown in (``StepPresentation/locale``),
/// from the tutorial's strings (``Tutorial/standardStrings``): built in for the same languages as
/// the buttons, and overridable per tutorial. A host's own kind of target is named by its
/// `description`, which no translation reaches.
public enum Transcript {
    /// The sentences for one step, with the built-in words or a tutorial's own (`strings`), in
    /// the step's language, else in `defaultLocale` (the tutorial's), else in English.
    ///
    /// With `numberingButtons`, each button is said with the key that presses it, `1 Back, 2 Next`,
    /// as `play --screen-reader` reads them.
    public static func describe(
        _ presentation: StepPresentation, strings: Tutorial.Strings = .builtIn, defaultLocale: String? = nil,
        numberingButtons: Bool = false
    ) -> String {
        let words = Words(strings: strings, locale: presentation.locale, defaultLocale: defaultLocale)
        var parts: [String] = []
        let text = sentence(
            presentation.text.split(whereSeparator: \.isNewline).joined(separator: " "),
            stop: words.say(.fullStop))
        let position = String(presentation.progress.position)
        let total = String(presentation.progress.total)
        let title = presentation.title.flatMap { $0.isEmpty ? nil : $0 }
        // "Step 1 of 1" says nothing: the only step on its way is its text alone.
        switch (title, presentation.progress.isShown) {
        case (let title?, true):
            parts.append(
                words.say(.titledStep, ["position": position, "total": total, "title": title, "text": text]))
        case (nil, true):
            parts.append(words.say(.step, ["position": position, "total": total, "text": text]))
        case (let title?, false): parts.append(words.say(.titledOnlyStep, ["title": title, "text": text]))
        case (nil, false): parts.append(words.say(.onlyStep, ["text": text]))
        }
        parts.append(whereItPoints(presentation, words))
        let buttons = presentation.layout.footer.buttons.enumerated().map { index, title in
            let request =
                presentation.buttons.indices.contains(index) ? presentation.buttons[index].requested : nil
            let said =
                request.map { words.say(.asksHost, ["button": spokenTitle(title), "action": $0]) }
                ?? spokenTitle(title)
            return numberingButtons && index < 9 ? "\(index + 1) \(said)" : said
        }
        if !buttons.isEmpty {
            parts.append(
                words.say(.buttons, ["buttons": buttons.joined(separator: words.say(.listSeparator))]))
        }
        if !presentation.step.requests.isEmpty, let outcomes = presentation.step.outcomes {
            let sentence = OutcomeSentence.describe(
                outcomes, strings: strings, locale: presentation.locale, defaultLocale: defaultLocale)
            parts.append(words.say(.outcomes, ["outcomes": sentence]))
        }
        // One line, whatever the ids and texts it names hold.
        return TerminalSafeText.escaped(parts.joined(separator: words.say(.sentenceSeparator)))
    }

    /// The phrases in one locale.
    private struct Words {
        var strings: Tutorial.Strings
        var locale: String?
        var defaultLocale: String?

        func say(_ phrase: Tutorial.Strings.Phrase, _ values: [String: String] = [:]) -> String {
            strings.phrase(phrase, locale: locale, defaultLocale: defaultLocale, values)
        }
    }

    private static func whereItPoints(_ presentation: StepPresentation, _ words: Words) -> String {
        let layout = presentation.layout
        let target = name(of: presentation.step.target, words)
        guard presentation.target != nil else {
            guard presentation.step.hasTarget else { return words.say(.centred) }
            // Centred for want of its target: what a run does about that, after any wait.
            let phrase: Tutorial.Strings.Phrase =
                switch presentation.missingTarget?.fallback {
                case .skip: .targetMissingPassedOver
                case .end: .targetMissingEndsRun
                case .centre, nil: .targetMissing
                }
            return words.say(phrase, ["target": target])
        }
        guard layout.fallback == nil, let side = layout.placement?.side else {
            return words.say(.pointsOver, ["target": target])
        }
        // Where the box is seen: a right-to-left step's logical left is the target's right.
        let phrase: Tutorial.Strings.Phrase =
            switch (side, layout.isRightToLeft) {
            case (.bottom, _): .pointsBelow
            case (.top, _): .pointsAbove
            case (.left, false), (.right, true): .pointsLeft
            case (.right, false), (.left, true): .pointsRight
            }
        return words.say(phrase, ["target": target])
    }

    /// A built-in target named in the step's language; a host's own kind by its description.
    private static func name(of target: any Target, _ words: Words) -> String {
        func cell(_ element: String?, _ cell: String) -> String {
            element.map { words.say(.cellElement, ["element": $0, "cell": cell]) } ?? cell
        }
        switch target {
        case let element as ElementTarget:
            return words.say(.element, ["id": element.id])
        case let row as ListRowTarget:
            let values = ["row": "\(row.index.row)", "section": "\(row.index.section)", "list": row.list]
            return cell(row.element, words.say(row.index.section == 0 ? .row : .rowOfSection, values))
        case let item as GridItemTarget:
            let values = [
                "item": "\(item.index.item)", "section": "\(item.index.section)", "grid": item.grid,
            ]
            return cell(item.element, words.say(item.index.section == 0 ? .item : .itemOfSection, values))
        case let rect as RectTarget:
            return words.say(.frame, ["frame": "\(rect.frame)"])
        default:
            return target.description
        }
    }

    /// The text ending with a full stop unless it ends with punctuation already.
    /// The text ending with a stop: its own, or the language's `stop`.
    private static func sentence(_ text: String, stop: String) -> String {
        guard let last = text.last else { return text }
        return ".!?…。！？؟".contains(last) ? text : text + stop
    }

    /// A button's title as it is said: without the arrows and chevrons that decorate it on
    /// screen (`Next ›` is said `Next`), which a screen reader would read out.
    public static func spokenTitle(_ title: String) -> String {
        var result = title
        while let last = result.last, last == " " || "›‹<>»«→←".contains(last) { result.removeLast() }
        return result
    }
}
