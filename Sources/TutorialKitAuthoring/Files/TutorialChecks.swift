import Dispatch
import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema
import TutorialKitText

/// The checks of a tutorial file that its shape cannot express: unique step ids, targets that exist
/// on the screen, text an author meant, translations for every listed locale, and buttons that go
/// somewhere.
enum TutorialChecks {
    /// Checks `document` as built from `root` (whose steps are `stepNodes`), leaving out values at
    /// or under the paths in `shapeErrors`, which already have an error.
    static func check<Node: JSONView>(
        _ root: Node, _ stepNodes: [StepMembers<Node>], _ document: TutorialFile.Document,
        skipping shapeErrors: [String],
        _ diagnostics: inout DiagnosticCollector
    ) {
        // Paths are made only when there is a shape error to compare them with.
        func isBroken(_ path: @autoclosure () -> JSONPath) -> Bool {
            if shapeErrors.isEmpty { return false }
            let prefix = path().description
            return shapeErrors.contains { $0 == prefix || $0.hasPrefix(prefix + "/") }
        }
        // A locale that is no language tag has its own error, and no other word about it.
        let locales =
            isBroken(JSONPath.root.appending("locales"))
            ? [] : document.tutorial.locales.filter(LanguageTag.isValid)
        let declared = RuleJSON.Declarations(
            events: isBroken(JSONPath.root.appending("events")) ? nil : document.tutorial.events,
            parameters: isBroken(JSONPath.root.appending("parameters"))
                ? nil : document.tutorial.parameters?.mapValues(\.rawValue))
        let steps = document.tutorial.steps
        // The first step of each id, as a button's "next" finds it, and for each later step with
        // the same id, that first step: each id is hashed once, as hashing them again would be a
        // large file's largest check.
        var firstIndex: [String: Int] = [:]
        firstIndex.reserveCapacity(steps.count)
        var firstOfSameID = [Int?](repeating: nil, count: steps.count)
        for index in steps.indices {
            if let first = firstIndex.updateValue(index, forKey: steps[index].id) {
                firstIndex[steps[index].id] = first
                firstOfSameID[index] = first
            }
        }
        // The first step whose id is written as a string, for the ids whose first step's is not
        // (it has the wrong type, and the model took "" for it).
        var firstWritten: [String: Int] = [:]
        // The steps a run may start at: the first, and each variant's first.
        let starts = Set(
            (steps.first.map { [$0.id] } ?? [])
                + (document.tutorial.experiment?.variants.compactMap { $0.stepIDs?.first } ?? []))
        // Steps are read in place, `steps[index]`: a step is large, and a copy of each costs.
        var suggestions = StepSuggestions(steps: steps)
        let tutorialPolicy = document.tutorial.onMissingTarget
        var tutorialScreen = document.tutorial.screen.map(ScratchScreen.init)
        func checkTargets(
            of index: Int, _ node: StepMembers<Node>, _ screen: inout ScratchScreen,
            _ diagnostics: inout DiagnosticCollector
        ) {
            let policy = steps[index].onMissingTarget ?? tutorialPolicy
            if let targetNode = node.target, !isBroken(targetNode.path) {
                checkTarget(steps[index].target, targetNode, &screen, policy: policy, &diagnostics)
            }
            node.highlights?.forEachElement { position, highlightNode in
                guard steps[index].highlights.indices.contains(position), !isBroken(highlightNode.path) else {
                    return
                }
                checkTarget(
                    steps[index].highlights[position], highlightNode, &screen, policy: policy,
                    isHighlight: true,
                    &diagnostics)
            }
        }
        /// The checks of the step at `index`, into `diagnostics`, with their own suggestions and
        /// scratch screen.
        func checkStep(
            _ index: Int, _ node: StepMembers<Node>, _ diagnostics: inout DiagnosticCollector,
            _ suggestions: inout StepSuggestions, _ tutorialScreen: inout ScratchScreen?
        ) {
            if let idNode = node.id, idNode.kind == .string {
                let id = steps[index].id
                if let first = firstOfSameID[index] {
                    let earlier = stepNodes[first].id?.kind == .string ? first : firstWritten[id]
                    if let earlier, let firstID = stepNodes[earlier].id {
                        let firstPosition = diagnostics.sourceMap.position(of: firstID.offset)
                        diagnostics.error(
                            at: idNode.offset, idNode.path,
                            "duplicate step id \"\(id)\" (first used at \(firstPosition)); give each step a unique id"
                        )
                    } else {
                        firstWritten[id] = index
                    }
                }
                if TutorialFile.reservedNextValues.contains(steps[index].id) {
                    diagnostics.error(
                        at: idNode.offset, idNode.path,
                        "\"\(steps[index].id)\" is reserved for a button's \"next\"; choose another step id")
                }
            }
            checkSeconds(node.waitFor?["timeoutSeconds"], &diagnostics)
            if let element = node.waitFor?["element"], let id = element.string,
                let screen = steps[index].screen ?? document.tutorial.screen, !screen.ids.contains(id)
            {
                diagnostics.error(
                    at: element.offset, element.path,
                    "no element \"\(id)\" on screen \"\(screen.id)\""
                        + NameSuggestion.hint(for: id, in: screen.ids)
                        + "; describe the element on the screen as it looks once it has appeared")
            }
            if let advanceOn = node.advanceOn {
                let advances = advanceOn.kind == .array ? advanceOn.elements ?? [] : [advanceOn]
                for advance in advances {
                    if let event = advance["event"] { RuleJSON.checkEvent(event, declared, &diagnostics) }
                    // A tap of the target needs a target to tap.
                    if node.target == nil, let event = advance["event"],
                        event.string == Step.Advance.targetTapped
                    {
                        diagnostics.warning(
                            at: event.offset, event.path,
                            "the step has no target to tap, so \"\(Step.Advance.targetTapped)\" never happens; "
                                + "give the step a \"target\" or advance on another event")
                    }
                    if let next = advance["next"]?.string, let nextNode = advance["next"],
                        !TutorialFile.reservedNextValues.contains(next), firstIndex[next] == nil
                    {
                        diagnostics.error(at: nextNode.offset, nextNode.path, noStep(next, &suggestions))
                    }
                }
            }
            if let rule = node.showIf, !isBroken(rule.path) {
                RuleJSON.check(rule, declared, &diagnostics)
            }
            // The tutorial's screen is resolved against as one scratch screen; a step's own as a copy.
            if let stepScreen = steps[index].screen {
                var own = ScratchScreen(stepScreen)
                checkTargets(of: index, node, &own, &diagnostics)
            } else if var screen = tutorialScreen.take() {
                checkTargets(of: index, node, &screen, &diagnostics)
                tutorialScreen = screen
            }
            if let titleNode = node.title, let title = steps[index].title, !isBroken(titleNode.path) {
                checkText(
                    title, titleNode, locales: locales, defaultLocale: document.tutorial.defaultLocale,
                    &diagnostics)
            }
            if let textNode = node.text, !isBroken(textNode.path) {
                checkText(
                    steps[index].text, textNode, locales: locales,
                    defaultLocale: document.tutorial.defaultLocale, &diagnostics)
            }
            // The first button's request to the host, for the outcomes' checks.
            var requestNode: Node?
            node.buttons?.forEachElement { buttonIndex, buttonNode in
                let action = buttonNode["action"]
                if requestNode == nil { requestNode = action }
                if let action, buttonNode["next"] != nil {
                    diagnostics.error(
                        at: action.offset, action.path,
                        "a button goes on (\"next\") or asks the host to act (\"action\"), not both; remove one"
                    )
                }
                guard steps[index].buttons.indices.contains(buttonIndex) else { return }
                let button = steps[index].buttons[buttonIndex]
                if let title = buttonNode["title"], !isBroken(title.path) {
                    checkText(
                        button.title, title, locales: locales, defaultLocale: document.tutorial.defaultLocale,
                        &diagnostics)
                }
                if let next = buttonNode["next"], case .goTo(let id) = button.action, firstIndex[id] == nil {
                    diagnostics.error(at: next.offset, next.path, noStep(id, &suggestions))
                }
            }
            checkOutcomes(
                node, request: requestNode,
                startsRun: node.outcomes != nil && starts.contains(steps[index].id),
                firstIndex: firstIndex,
                declared, &suggestions, &diagnostics)
            checkMissingTarget(node.onMissingTarget, &diagnostics)
        }
        // A long tutorial whose shape is right has its steps checked in parts on every core, each
        // part into its own diagnostics, put together in order. A file with shape errors, or one
        // whose later parts need a "did you mean" (given to the first hundred in file order) or
        // would pass the diagnostics' limit, is checked in one pass, as it always was.
        let count = min(stepNodes.count, steps.count)
        let parts =
            shapeErrors.isEmpty && count >= TutorialFile.parallelStepThreshold
            ? ProcessorCount.parts : 1
        var checkedInParts = false
        if parts > 1 {
            let bounds = (0...parts).map { count * $0 / parts }
            let results = PartResults<(diagnostics: DiagnosticCollector, hintsGiven: Int)>(count: parts)
            let blank = diagnostics.emptyCopy()
            let (start, screen) = (suggestions, tutorialScreen)
            // Unchecked: the parts share only what no part changes (the steps, their nodes on a
            // tape read-only for the whole load, the screens), and each writes its own result.
            nonisolated(unsafe) let check = checkStep
            nonisolated(unsafe) let nodes = stepNodes
            DispatchQueue.concurrentPerform(iterations: parts) { part in
                var partDiagnostics = blank
                var partSuggestions = start
                var partScreen = screen
                for index in bounds[part]..<bounds[part + 1] {
                    check(index, nodes[index], &partDiagnostics, &partSuggestions, &partScreen)
                }
                results.set(part, (partDiagnostics, partSuggestions.given))
            }
            let all = results.all
            let total = all.reduce(diagnostics.count) { $0 + $1.diagnostics.count }
            if all.dropFirst().allSatisfy({ $0.hintsGiven == 0 }), total < DiagnosticCollector.limit {
                for part in all { diagnostics.absorb(part.diagnostics) }
                checkedInParts = true
            }
        }
        if !checkedInParts {
            for index in 0..<count {
                checkStep(index, stepNodes[index], &diagnostics, &suggestions, &tutorialScreen)
            }
        }
        checkMissingTarget(root["onMissingTarget"], &diagnostics)
        if !isBroken(JSONPath.root.appending("experiment")) {
            checkExperiment(
                root, document.tutorial, firstIndex: firstIndex, locales: locales, &suggestions, &diagnostics)
        }
        if !isBroken(JSONPath.root.appending(TutorialFormat.stepsName)) {
            PathChecks.check(steps, firstIndex: firstIndex, stepNodes, &diagnostics)
        }
        if let rule = root["showIf"], !isBroken(rule.path) {
            RuleJSON.check(rule, declared, &diagnostics)
        }
        checkSchedule(root, &diagnostics)
        if !isBroken(JSONPath.root.appending("events")) {
            checkEventsUsed(root, document.tutorial, &diagnostics)
        }
        checkStrings(root, document.tutorial, locales: locales, &diagnostics)
        checkLanguageTags(root, locales: document.tutorial.locales, &diagnostics)
        if let defaultLocale = root["defaultLocale"], let locale = defaultLocale.string,
            LanguageTag.isValid(locale), !locales.isEmpty, !locales.contains(locale)
        {
            diagnostics.warning(
                at: defaultLocale.offset, defaultLocale.path,
                "\"\(locale)\" is not in \"locales\""
                    + NameSuggestion.hint(for: locale, in: document.tutorial.locales)
            )
        }
    }

    /// Each declared event is one the tutorial listens for: a declared name nothing uses is most
    /// often the right spelling of one a rule misspells (which has its own error), or a rule
    /// forgotten.
    private static func checkEventsUsed<Node: JSONView>(
        _ root: Node, _ tutorial: Tutorial, _ diagnostics: inout DiagnosticCollector
    ) {
        guard let declared = tutorial.events, !declared.isEmpty, let list = root["events"] else { return }
        let used = tutorial.eventsUsed
        let usedNames = Set(used)
        let declaredNames = Set(declared)
        let undeclared = used.filter { !declaredNames.contains($0) }
        list.forEachElement { _, node in
            guard let name = node.string, !usedNames.contains(name) else { return }
            // The misspelling is the undeclared name (it has its own error), not this one. Made
            // only for a warning kept, and only among a few: past that a name is no typo to mend.
            func misspelt() -> String? {
                guard undeclared.count <= Self.namesWorthSuggesting else { return nil }
                return NameSuggestion.closest(to: name, in: undeclared).map {
                    "; \"\($0)\", which a rule names, may be it misspelt"
                }
            }
            diagnostics.warning(
                at: node.offset, node.path,
                "the event \"\(name)\" is declared, but no rule, advanceOn or outcome uses it"
                    + (misspelt() ?? "; use it, or remove it from \"events\""))
        }
    }

    /// The most names a "may be it misspelt" looks among.
    static let namesWorthSuggesting = 100

    /// `locales` and `defaultLocale` hold language tags.
    private static func checkLanguageTags<Node: JSONView>(
        _ root: Node, locales: [String], _ diagnostics: inout DiagnosticCollector
    ) {
        let written = [root["defaultLocale"]] + (root["locales"]?.elements ?? []).map { Optional($0) }
        for node in written {
            guard let node, let tag = node.string, !LanguageTag.isValid(tag) else { continue }
            diagnostics.error(
                at: node.offset, node.path,
                "\"\(tag)\" is not a language tag\(LanguageTag.hint(for: tag, among: locales.filter(LanguageTag.isValid))); "
                    + "use a BCP 47 tag such as en, de or pt-BR")
        }
    }

    /// The tutorial's own progress and transcript phrases say where what they name goes, and every
    /// locale it lists has the standard buttons' and the transcript's words, built in or its own.
    private static func checkStrings<Node: JSONView>(
        _ root: Node, _ tutorial: Tutorial, locales: [String], _ diagnostics: inout DiagnosticCollector
    ) {
        func texts(_ node: Node) -> [Node] {
            node.kind == .object ? (node.members ?? []).map(\.value) : [node]
        }
        if let progress = root["strings"]?["progress"] {
            for text in texts(progress) {
                guard let words = text.string, !words.contains("{position}") || !words.contains("{total}")
                else { continue }
                diagnostics.warning(
                    at: text.offset, text.path,
                    "the progress \"\(words)\" lacks {position} or {total}, which stand for its numbers")
            }
        }
        root["strings"]?["transcript"]?.forEachMember { name, phraseNode in
            guard let phrase = Tutorial.Strings.Phrase(rawValue: name.string) else { return }
            for text in texts(phraseNode) {
                guard let words = text.string,
                    let missing = phrase.placeholders.first(where: { !words.contains("{\($0)}") })
                else { continue }
                diagnostics.warning(
                    at: text.offset, text.path,
                    "the phrase \"\(words)\" lacks {\(missing)}, which stands for what it names; "
                        + "the built-in English is \"\(Tutorial.Strings.builtIn.phrase(phrase, locale: "en"))\""
                )
            }
        }
        let strings = tutorial.standardStrings
        // Each locale's chain is made once: every text of the buttons and the transcript is
        // looked up in it.
        var chains: [String: [String]] = [:]
        func covers(_ text: LocalizedText, _ locale: String) -> Bool {
            guard text.plain == nil else { return true }
            let chain: [String]
            if let known = chains[locale] {
                chain = known
            } else {
                chain = LocalizedText.fallbackChain(locale: locale, defaultLocale: nil).map {
                    $0.lowercased()
                }
                chains[locale] = chain
            }
            return text.translations.contains { chain.contains($0.locale.lowercased()) }
        }
        let buttonTexts = [strings.back, strings.next, strings.done, strings.progress]
        // What an uncovered locale falls back to: the tutorial's default language when the words
        // are there for it, else English.
        let fallback =
            tutorial.defaultLocale.flatMap { locale in
                buttonTexts.allSatisfy { covers($0, locale) } ? "\"\(locale)\"" : nil
            } ?? "English"
        for (position, locale) in locales.enumerated() {
            guard let node = root["locales"]?.elements?[position] else { continue }
            let buttons = buttonTexts.allSatisfy { covers($0, locale) }
            let uncovered = Tutorial.Strings.Phrase.allCases.filter { phrase in
                !(strings.transcript[phrase].map { covers($0, locale) } ?? false)
            }
            if !buttons {
                let transcript = uncovered.isEmpty ? "" : " or the transcript's sentences"
                diagnostics.warning(
                    at: node.offset, node.path,
                    "\"\(locale)\" has no built-in words for the standard buttons and the progress (Back, Next, "
                        + "Done, \"2 of 5\")\(transcript): they show in \(fallback); give them in \"strings\""
                )
            } else if !uncovered.isEmpty {
                let names = uncovered.prefix(3).map(\.rawValue).joined(separator: ", ")
                diagnostics.warning(
                    at: node.offset, node.path,
                    "\"\(locale)\" has no words for \(uncovered.count) of the transcript's "
                        + "\(Tutorial.Strings.Phrase.allCases.count) phrases (\(names)\(uncovered.count > 3 ? ", …" : "")): "
                        + "the transcript says them in \(fallback); give them in \"strings\" › \"transcript\""
                )
            }
        }
    }

    /// `availableFrom` and `availableUntil` are dates, the first before the second.
    private static func checkSchedule<Node: JSONView>(_ root: Node, _ diagnostics: inout DiagnosticCollector)
    {
        func reportNotADate(_ node: Node, _ text: String) {
            diagnostics.error(
                at: node.offset, node.path,
                "\"\(text)\" is not a date; write 2026-12-01, or 2026-12-01T09:00:00Z for a moment (UTC)")
        }
        let startNode = root["availableFrom"]
        let start = startNode?.string.flatMap(Schedule.start)
        if let startNode, let text = startNode.string, start == nil { reportNotADate(startNode, text) }
        guard let endNode = root["availableUntil"], let text = endNode.string else { return }
        guard let end = Schedule.end(text) else { return reportNotADate(endNode, text) }
        if let start, end <= start {
            diagnostics.error(
                at: endNode.offset, endNode.path,
                "the tutorial would end before it starts (availableFrom is \(Schedule.describe(start))); "
                    + "make availableUntil later")
        }
    }

    /// The message of a `next`, a button's or a branch's, naming no step.
    static func noStep(_ id: String, _ suggestions: inout StepSuggestions) -> String {
        "no step \"\(id)\"" + suggestions.hint(for: id)
            + "; \"next\" takes a step id, \"finish\", \"skip\" or \"back\""
    }

    /// "Did you mean" for steps' ids, for the first ``limit`` unknown ones: each compares the name
    /// with every step's id, and a hostile file can name a quarter of a million unknown steps.
    struct StepSuggestions {
        static let limit = 100
        let steps: [Step]
        /// The steps' ids, listed at the first hint: a file without unknown steps needs none.
        private var ids: [String]?
        /// How many hints were given.
        private(set) var given = 0

        init(steps: [Step]) { self.steps = steps }

        mutating func hint(for id: String) -> String {
            guard given < Self.limit else { return "" }
            given += 1
            let ids = self.ids ?? steps.map(\.id)
            self.ids = ids
            return NameSuggestion.hint(for: id, in: ids)
        }
    }

    /// Resolves the target against the screen as it is in its file and reports a missing part at the
    /// key that names it: an error, or a warning when the step has a `policy` for it (a missing
    /// target then gets the policy; a missing highlight is left out).
    private static func checkTarget<Node: JSONView>(
        _ target: any Target, _ node: Node, _ screen: inout ScratchScreen, policy: Step.MissingTarget?,
        isHighlight: Bool = false, _ diagnostics: inout DiagnosticCollector
    ) {
        // The target was built from `node`, which is read again only to say where a problem is:
        // by now the file's bytes have left the cache. (The type is compared before the cast,
        // which is the dearer test.)
        if type(of: target) == RectTarget.self, let rect = target as? RectTarget {
            let bounds = screen.original.bounds
            if !bounds.contains(rect.frame),
                let rectNode = node.member(named: TargetFormat.Name.rect.rawValue)
            {
                ScreenChecks.checkOnScreen(rect.frame, rectNode, bounds, &diagnostics)
            }
            return
        }
        do {
            _ = try screen.resolve(target)
        } catch let error as TargetResolutionError {
            func value(_ node: Node?, _ name: TargetFormat.Name) -> Node? {
                node?.member(named: name.rawValue)
            }
            let row = value(node, .listRow)
            let item = value(node, .gridItem)
            let (keyNode, key): (Node?, [TargetFormat.Name]) =
                switch error {
                case .missingElement: (value(node, .element), [.element])
                case .missingList: (value(row, .list), [.listRow, .list])
                case .missingSection: (value(row, .section) ?? row, [.listRow, .section])
                case .missingRow: (value(row, .row), [.listRow, .row])
                case .missingCellElement: (value(row, .element) ?? row, [.listRow, .element])
                case .missingGrid: (value(item, .grid), [.gridItem, .grid])
                case .missingGridSection: (value(item, .section) ?? item, [.gridItem, .section])
                case .missingItem: (value(item, .item), [.gridItem, .item])
                case .missingGridCellElement: (value(item, .element) ?? item, [.gridItem, .element])
                case .offScreen:
                    item != nil
                        ? (value(item, .element) ?? item, [.gridItem, .element])
                        : (value(row, .element) ?? row, [.listRow, .element])
                case .emptyFrame: (node, [])
                }
            let path = key.reduce(node.path) { $0.appending($1.rawValue) }
            guard let policy else {
                return diagnostics.error(at: (keyNode ?? node).offset, path, error.description)
            }
            let consequence =
                isHighlight
                ? "the step shows without this highlight, as it has an onMissingTarget policy"
                : "onMissingTarget applies: \(policy.fallback.rawValue)"
                    + (policy.waitSeconds == nil ? "" : " after its wait")
            diagnostics.warning(at: (keyNode ?? node).offset, path, error.description + "; " + consequence)
        } catch {
            diagnostics.error(at: node.offset, node.path, "\(error)")
        }
    }

    /// Every text must say something printable; every listed locale needs a translation. `text`
    /// is the text as built from `node`, one translation per member in order.
    static func checkText<Node: JSONView>(
        _ text: LocalizedText, _ node: Node, locales: [String], defaultLocale: String? = nil,
        _ diagnostics: inout DiagnosticCollector
    ) {
        guard node.kind == .object else {
            if let plain = text.plain, node.kind == .string { checkWords(plain, node, &diagnostics) }
            return
        }
        var given: [String] = []
        node.forEachMember { key, value in
            let position = given.count
            given.append(key.string)
            checkTranslationKey(
                key.string, at: key.offset, node.path.appending(key.string), text, locales: locales,
                defaultLocale: defaultLocale, &diagnostics)
            if value.kind == .string, text.translations.indices.contains(position) {
                checkWords(text.translations[position].text, value, &diagnostics)
            }
        }
        for locale in locales where !given.contains(locale) {
            diagnostics.warning(
                at: node.offset, node.path, "no \"\(locale)\" translation, though \"locales\" lists it")
        }
    }

    /// A translation's key is a language tag, and one of `locales` when the tutorial lists them:
    /// a reader in the language meant would otherwise never see it.
    private static func checkTranslationKey(
        _ key: String, at offset: Int, _ path: @autoclosure () -> JSONPath, _ text: LocalizedText,
        locales: [String], defaultLocale: String?, _ diagnostics: inout DiagnosticCollector
    ) {
        // Most keys are listed locales, which are checked tags already: nothing more to do.
        // Written as listed, mostly: compared as they are before any is lowered.
        let listed = locales.contains(key) || locales.contains { $0.lowercased() == key.lowercased() }
        let isTag = listed || LanguageTag.isValid(key)
        guard !isTag || !(locales.isEmpty || listed) else { return }
        let meant = LanguageTag.suggestion(for: key, among: locales)
        // What a tour asked for in the language meant shows while the key is wrong: the whole tour
        // in the default language, as no tour mixes languages.
        let fallback = meant.flatMap { meant -> String? in
            guard !text.translations.contains(where: { $0.locale.lowercased() == meant.lowercased() }),
                let shown = defaultLocale ?? text.resolvedLocale(for: meant, defaultLocale: nil)
            else { return nil }
            return "; until it is, a tour asked for in \"\(meant)\" is shown in \"\(shown)\""
        }
        let hint = meant.map { "; did you mean \"\($0)\"?" } ?? ""
        guard isTag else {
            diagnostics.error(
                at: offset, path(),
                "\"\(key)\" is not a language tag\(hint)\(fallback ?? ""); "
                    + "key a translation by a BCP 47 tag such as en, de or pt-BR")
            return
        }
        diagnostics.warning(
            at: offset, path(),
            "\"\(key)\" is not in \"locales\" (\(locales.joined(separator: ", ")))\(hint)\(fallback ?? ""); "
                + "list it in \"locales\", or key the translation by one that is")
    }

    private static func checkWords<Node: JSONView>(
        _ text: String, _ node: Node, _ diagnostics: inout DiagnosticCollector
    ) {
        if text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
            diagnostics.error(at: node.offset, node.path, "the text is empty; write what the step should say")
            return
        }
        // Texts are long and rarely hold a control character: look at bytes first, and walk the
        // characters (for the message's position) only when there is one.
        guard TerminalSafeText.containsControl(exceptLineFeedIn: text) else { return }
        for (index, character) in text.enumerated()
        where character != "\n"
            && character.unicodeScalars.contains(where: { TerminalSafeText.isControl($0.value) })
        {
            let code = String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            diagnostics.error(
                at: node.offset, node.path,
                "control character U+\(padded) at character \(index + 1) cannot be shown; remove it (\\n breaks a line)"
            )
            return
        }
    }
}
