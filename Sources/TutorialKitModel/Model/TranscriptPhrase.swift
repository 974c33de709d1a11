extension Tutorial.Strings {
    /// A sentence of the transcript (`preview --format transcript`), or a part of one, with
    /// placeholders in braces for what it names: `Points at {target}, below it.`
    ///
    /// Each comes built in for the same locales as the buttons (``Tutorial/Strings/builtIn``); a
    /// tutorial may give its own words for any of them (``Tutorial/Strings/Overrides/transcript``).
    /// The English words are each case's documentation.
    public enum Phrase: String, CaseIterable, Hashable, Sendable {
        /// `Step {position} of {total}: {text}`.
        case step
        /// `Step {position} of {total}, "{title}": {text}`.
        case titledStep
        /// `{text}`: the only step on its way, as in a tutorial of one step, where "Step 1 of 1"
        /// would say nothing (``StepPresentation/Progress/isShown``).
        case onlyStep
        /// `"{title}": {text}`: the only step on its way, with a title.
        case titledOnlyStep
        /// `Points at {target}, below it.`
        case pointsBelow
        /// `Points at {target}, above it.`
        case pointsAbove
        /// `Points at {target}, to its left.` (as seen, in right-to-left locales too)
        case pointsLeft
        /// `Points at {target}, to its right.`
        case pointsRight
        /// `Points at {target}, over it.` (a fallback that covers the target)
        case pointsOver
        /// `Centred on screen.`
        case centred
        /// `Its target, {target}, is missing: centred on screen, without an arrow.`
        case targetMissing
        /// `Its target, {target}, is missing: a run passes this step over (centred here).` (a
        /// preview shows every step)
        case targetMissingPassedOver
        /// `Its target, {target}, is missing: a run ends here, as failed (centred here).`
        case targetMissingEndsRun
        /// `Buttons: {buttons}.`
        case buttons
        /// `{button} (asks the host for {action})`.
        case asksHost
        /// `, ` between the buttons.
        case listSeparator
        /// `Then {outcomes}.`
        case outcomes
        /// `{outcome} goes to {destination}`.
        case outcomeGoesTo
        /// `any other outcome goes to {destination}`.
        case otherOutcomesGo
        /// `no outcome within {seconds} s goes to {destination}`.
        case timeoutGoesTo
        /// `no outcome within {seconds} s ends the run as failed`.
        case timeoutFails
        /// `; ` between the outcomes.
        case outcomeSeparator
        /// `.` ending a step's text that ends without a stop of its own (`。` in Japanese).
        case fullStop
        /// ` ` between the transcript's sentences (nothing in Japanese and Chinese).
        case sentenceSeparator
        /// `the following step`.
        case followingStep
        /// `the step before`.
        case stepBefore
        /// `the end (completed)`.
        case endCompleted
        /// `the end (skipped)`.
        case endSkipped
        /// `"{step}"`: a step named by its id.
        case namedStep
        /// `a new request for {action}`.
        case newRequest
        /// `the element "{id}"`.
        case element
        /// `row {row} in {list}`.
        case row
        /// `row {row} of section {section} in {list}`.
        case rowOfSection
        /// `item {item} in {grid}`.
        case item
        /// `item {item} of section {section} in {grid}`.
        case itemOfSection
        /// `the {element} label of {cell}`: a sub-element of a row's or an item's cell.
        case cellElement
        /// `the frame {frame}`.
        case frame

        /// The placeholders the phrase fills in, each written `{name}` in its words.
        public var placeholders: [String] {
            switch self {
            case .step: ["position", "total", "text"]
            case .titledStep: ["position", "total", "title", "text"]
            case .onlyStep: ["text"]
            case .titledOnlyStep: ["title", "text"]
            case .pointsBelow, .pointsAbove, .pointsLeft, .pointsRight, .pointsOver, .targetMissing,
                .targetMissingPassedOver, .targetMissingEndsRun:
                ["target"]
            case .buttons: ["buttons"]
            case .asksHost: ["button", "action"]
            case .outcomes: ["outcomes"]
            case .outcomeGoesTo: ["outcome", "destination"]
            case .otherOutcomesGo: ["destination"]
            case .timeoutGoesTo: ["seconds", "destination"]
            case .timeoutFails: ["seconds"]
            case .namedStep: ["step"]
            case .newRequest: ["action"]
            case .element: ["id"]
            case .row: ["row", "list"]
            case .rowOfSection: ["row", "section", "list"]
            case .item: ["item", "grid"]
            case .itemOfSection: ["item", "section", "grid"]
            case .cellElement: ["element", "cell"]
            case .frame: ["frame"]
            case .centred, .listSeparator, .outcomeSeparator, .fullStop, .sentenceSeparator, .followingStep,
                .stepBefore, .endCompleted,
                .endSkipped:
                []
            }
        }
    }

    /// The words of `phrase` in `locale` (else `defaultLocale`, else English) with its placeholders filled in from `values`, in one pass:
    /// a value that holds braces (a step's text, `{title}` in it) is put in as it is.
    public func phrase(
        _ phrase: Phrase, locale: String?, defaultLocale: String? = nil, _ values: [String: String] = [:]
    ) -> String {
        let text = transcript[phrase] ?? Self.builtIn.transcript[phrase]
        let words = text?.resolved(for: locale, defaultLocale: defaultLocale) ?? ""
        return words.fillingPlaceholders(values)
    }
}
