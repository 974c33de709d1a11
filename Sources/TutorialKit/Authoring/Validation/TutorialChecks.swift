/// The checks of a tutorial file that its shape cannot express: unique step ids, targets that exist
/// on the screen, text an author meant, translations for every listed locale, and buttons that go
/// somewhere.
enum TutorialChecks {
    /// Checks `document` as built from `root`, leaving out values at or under the paths in
    /// `shapeErrors`, which already have an error.
    static func check(
        _ root: JSONNode, _ document: TutorialDocument, skipping shapeErrors: [String],
        _ diagnostics: inout DiagnosticCollector
    ) {
        func isBroken(_ path: JSONPath) -> Bool {
            if shapeErrors.isEmpty { return false }
            let prefix = path.description
            return shapeErrors.contains { $0 == prefix || $0.hasPrefix(prefix + "/") }
        }
        let locales = isBroken(JSONPath.root.appending("locales")) ? [] : document.locales
        let declared = RuleJSON.Declarations(
            events: isBroken(JSONPath.root.appending("events")) ? nil : document.declaredEvents,
            parameters: isBroken(JSONPath.root.appending("parameters")) ? nil : document.declaredParameters)
        let stepNodes = root["steps"]?.value.elements ?? []
        let stepIDs = document.tutorial.steps.map(\.id)
        let knownStepIDs = Set(stepIDs)
        var firstUse: [String: Int] = [:]
        for (index, (step, node)) in zip(document.tutorial.steps, stepNodes).enumerated() {
            let path = JSONPath.root.appending("steps").appending(index)
            if let idNode = node["id"]?.value, idNode.string != nil {
                if let first = firstUse[step.id] {
                    diagnostics.error(
                        at: idNode.offset, path.appending("id"),
                        "duplicate step id \"\(step.id)\" (first used at \(diagnostics.sourceMap.position(of: first))); "
                            + "give each step a unique id")
                } else {
                    firstUse[step.id] = idNode.offset
                }
                if TutorialFile.reservedNextValues.contains(step.id) {
                    diagnostics.error(
                        at: idNode.offset, path.appending("id"),
                        "\"\(step.id)\" is reserved for a button's \"next\"; choose another step id")
                }
            }
            if let element = node["waitFor"]?.value["element"]?.value, let id = element.string,
                let screen = step.screen ?? document.tutorial.screen, !screen.ids.contains(id)
            {
                diagnostics.error(
                    at: element.offset, path.appending("waitFor").appending("element"),
                    "no element \"\(id)\" on screen \"\(screen.id)\""
                        + NameSuggestion.hint(for: id, in: screen.ids)
                        + "; describe the element on the screen as it looks once it has appeared")
            }
            if let event = node["advanceOn"]?.value["event"]?.value {
                RuleJSON.checkEvent(
                    event, path.appending("advanceOn").appending("event"), declared, &diagnostics)
            }
            if let rule = node["showIf"]?.value, !isBroken(path.appending("showIf")) {
                RuleJSON.check(rule, path.appending("showIf"), declared, &diagnostics)
            }
            if let targetNode = node["target"]?.value, !isBroken(path.appending("target")),
                let screen = step.screen ?? document.tutorial.screen
            {
                checkTarget(step.target, targetNode, path.appending("target"), screen, &diagnostics)
            }
            for key in ["title", "text"] where !isBroken(path.appending(key)) {
                if let textNode = node[key]?.value {
                    checkText(textNode, path.appending(key), locales: locales, &diagnostics)
                }
            }
            for (buttonIndex, button) in (node["buttons"]?.value.elements ?? []).enumerated() {
                let buttonPath = path.appending("buttons").appending(buttonIndex)
                if let title = button["title"]?.value, !isBroken(buttonPath.appending("title")) {
                    checkText(title, buttonPath.appending("title"), locales: locales, &diagnostics)
                }
                if let next = button["next"]?.value, let id = next.string,
                    !TutorialFile.reservedNextValues.contains(id), !knownStepIDs.contains(id)
                {
                    diagnostics.error(
                        at: next.offset, buttonPath.appending("next"),
                        "no step \"\(id)\"" + NameSuggestion.hint(for: id, in: stepIDs)
                            + "; \"next\" takes a step id, \"finish\", \"skip\" or \"back\"")
                }
            }
        }
        if !isBroken(JSONPath.root.appending("steps")) {
            PathChecks.check(document.tutorial.steps, stepNodes, &diagnostics)
        }
        if let rule = root["showIf"]?.value, !isBroken(JSONPath.root.appending("showIf")) {
            RuleJSON.check(rule, JSONPath.root.appending("showIf"), declared, &diagnostics)
        }
        if let defaultLocale = root["defaultLocale"]?.value, let locale = defaultLocale.string,
            !locales.isEmpty, !locales.contains(locale)
        {
            diagnostics.warning(
                at: defaultLocale.offset, JSONPath.root.appending("defaultLocale"),
                "\"\(locale)\" is not in \"locales\"" + NameSuggestion.hint(for: locale, in: document.locales)
            )
        }
    }

    /// Resolves the target against the screen as it is in its file and reports a missing part at the
    /// key that names it.
    private static func checkTarget(
        _ target: any Target, _ node: JSONNode, _ path: JSONPath, _ screen: Screen,
        _ diagnostics: inout DiagnosticCollector
    ) {
        if let rect = node["rect"]?.value {
            ScreenFile.checkOnScreen(
                ScreenFile.rect(rect), rect, path.appending("rect"), screen.bounds, &diagnostics)
            return
        }
        var scratch = screen
        do {
            _ = try TargetResolution.resolve(target, in: &scratch)
        } catch let error as TargetResolutionError {
            let row = node["listRow"]?.value
            let (keyNode, keyPath): (JSONNode?, JSONPath) =
                switch error {
                case .missingElement: (node["element"]?.value, path.appending("element"))
                case .missingList: (row?["list"]?.value, path.appending("listRow").appending("list"))
                case .missingSection:
                    (row?["section"]?.value ?? row, path.appending("listRow").appending("section"))
                case .missingRow: (row?["row"]?.value, path.appending("listRow").appending("row"))
                case .missingCellElement, .offScreen:
                    (row?["element"]?.value ?? row, path.appending("listRow").appending("element"))
                case .emptyFrame: (node, path)
                }
            diagnostics.error(at: (keyNode ?? node).offset, keyPath, error.description)
        } catch {
            diagnostics.error(at: node.offset, path, "\(error)")
        }
    }

    /// Every text must say something printable; every listed locale needs a translation.
    private static func checkText(
        _ node: JSONNode, _ path: JSONPath, locales: [String], _ diagnostics: inout DiagnosticCollector
    ) {
        if let members = node.members {
            for member in members {
                checkWords(member.value, path.appending(member.key), &diagnostics)
            }
            let given = members.map(\.key)
            for locale in locales where !given.contains(locale) {
                diagnostics.warning(
                    at: node.offset, path, "no \"\(locale)\" translation, though \"locales\" lists it")
            }
        } else {
            checkWords(node, path, &diagnostics)
        }
    }

    private static func checkWords(
        _ node: JSONNode, _ path: JSONPath, _ diagnostics: inout DiagnosticCollector
    ) {
        guard let text = node.string else { return }
        if text.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
            diagnostics.error(at: node.offset, path, "the text is empty; write what the step should say")
            return
        }
        // Texts are long and rarely hold a control character: look at bytes first, and walk the
        // characters (for the message's position) only when there is one.
        guard DisplayWidth.containsControl(exceptLineFeedIn: text) else { return }
        for (index, character) in text.enumerated()
        where character != "\n" && DisplayWidth.isControl(character) {
            let code = String(character.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            diagnostics.error(
                at: node.offset, path,
                "control character U+\(padded) at character \(index + 1) cannot be shown; remove it (\\n breaks a line)"
            )
            return
        }
    }
}
