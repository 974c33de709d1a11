import TutorialKitJSON
import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema
import TutorialKitText

/// Whether each step's box fits its screen whole, in each language its text is written in. A box
/// too tall is drawn cut (the footer kept, the text scrollable), and one too wide loses its edge:
/// either way a reader misses words, so an author hears of it before a user does.
package enum StepFit {
    /// A step whose box cannot fit.
    package struct Problem: Hashable, Sendable {
        /// The step's index in the tutorial.
        package var stepIndex: Int
        /// The language of the text measured; `nil` for a plain text.
        package var locale: String?
        /// What it needs, border included: every line, at the width it is drawn with (too wide
        /// for the room, its narrowest: the footer, or its widest character).
        package var needed: Size
        /// Where the box may go: the screen inside its safe area and margin.
        package var room: Size
        /// The screen's id.
        package var screenID: String
        /// The part of the step to change: its buttons when they make the box too wide, else its
        /// text.
        package var part: Part

        /// A part of a step, by the key a file writes it under.
        package enum Part: String, Sendable {
            case buttons, text
        }

        /// What is wrong and how to fix it.
        package var message: String {
            let language = locale.map { " in \"\($0)\"" } ?? ""
            if needed.width > room.width {
                return
                    "the step's box\(language) needs \(needed.width) columns for its buttons and progress; "
                    + "screen \"\(screenID)\" has \(room.width) inside its safe area and margin: "
                    + "shorten the buttons' titles or give the step fewer buttons"
            }
            return
                "the step's box\(language) needs \(needed.height) rows, \(needed.width) columns wide; screen "
                + "\"\(screenID)\" has \(room.height) inside its safe area and margin: shorten the text or split the step"
        }
    }

    /// The steps of `tutorial` whose box cannot fit, on each step's own screen, or all on a screen
    /// of `size` when one is given (as `preview --size` lays them out).
    package static func problems(in tutorial: Tutorial, size: Size? = nil) -> [Problem] {
        var problems: [Problem] = []
        let total = tutorial.steps.count
        for (index, step) in tutorial.steps.enumerated() {
            guard step.contentSize == nil, var screen = step.screen ?? tutorial.screen else { continue }
            if let size { screen.size = size }
            let options = LayoutEngine.Options.standard.applying(tutorial.layout).applying(step.layout)
            let locales: [String?] =
                step.text.translations.isEmpty ? [nil] : step.text.translations.map(\.locale)
            // The step is laid out as a run lays it out: beside its target when it has one.
            var resolved = screen
            let target = step.hasTarget ? try? TargetResolution.resolve(step.target, in: &resolved) : nil
            for locale in locales {
                let words = tutorial.words(of: step, position: index + 1, total: total, locale: locale)
                let request = LayoutEngine.Request(
                    screenSize: screen.size, safeArea: screen.safeArea, target: target ?? nil,
                    title: words.title, text: words.text, footer: words.footer, placement: step.placement,
                    options: options, isRightToLeft: words.isRightToLeft)
                let room = request.boundary.size
                // Most steps are far from filling their screen: a bound on their lines spares the
                // laying out.
                guard !surelyFits(request, room: room) else { continue }
                // A box wider than the room is one that cannot be narrower: the layout keeps any
                // box that can be inside it (its first invariant).
                let laidOut = LayoutEngine.layout(request).content
                let needed = laidOut.wholeSize
                guard laidOut.isCut || needed.width > room.width else { continue }
                problems.append(
                    Problem(
                        stepIndex: index, locale: locale, needed: needed, room: room, screenID: screen.id,
                        part: needed.width > room.width && !step.buttons.isEmpty ? .buttons : .text))
                break
            }
        }
        return problems
    }

    /// Whether the step surely fits without measuring it: the footer is narrower than the room
    /// (every cell takes at least a byte) and its lines are surely fewer than the rows. Greedy
    /// wrapping breaks a line only before a word that would not fit, so two lines in a row hold
    /// more than the width: a paragraph of `c` cells takes fewer than `2c / width + 1` lines.
    private static func surelyFits(_ request: LayoutEngine.Request, room: Size) -> Bool {
        let chrome = 2 * (1 + request.options.padding)
        // The narrowest the layout may wrap to, beside a target with little room.
        let width = min(
            request.options.maximumTextWidth, room.width - chrome, request.options.minimumNarrowedTextWidth)
        let footerBytes =
            (request.footer.progress?.utf8.count ?? 0)
            + request.footer.buttons.reduce(0) { $0 + $1.utf8.count }
        let footerBound = footerBytes + request.footer.buttons.count * 6 + 2
        guard width > 0, footerBound + chrome <= room.width else { return false }
        func lineBound(_ text: String) -> Int {
            let bytes = text.utf8.count
            let paragraphs = text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
            return 2 * bytes / width + paragraphs
        }
        let rows =
            StepLayout.BoxContent.verticalBorders + 1 + lineBound(request.text)
            + (request.title.map(lineBound) ?? 0)
        return rows <= room.height
    }
}

extension StepFit {
    /// The diagnostics `validate` gives the tutorial file at `path`, loaded as `loaded`: the
    /// file's and its screens', then an error for each box that cannot fit its screen.
    package static func validated(_ loaded: LoadedFile<TutorialFile.Document>, path: String) -> [Diagnostic] {
        guard let tutorial = loaded.model?.tutorial else { return loaded.diagnostics }
        let problems = problems(in: tutorial)
        guard !problems.isEmpty, case .success(let bytes) = FileReading.bytes(atPath: path) else {
            return loaded.diagnostics
        }
        return (loaded.diagnostics + diagnostics(problems, file: path, bytes: bytes, severity: .error))
            .sorted()
    }

    /// `problems` as diagnostics of the tutorial file `file` whose text is `bytes`, each at its
    /// step's text; errors, or warnings where the step is drawn anyway (a preview).
    package static func diagnostics(
        _ problems: [Problem], file: String, bytes: [UInt8], severity: Diagnostic.Severity
    ) -> [Diagnostic] {
        guard !problems.isEmpty else { return [] }
        // Read again only for the positions: a file whose steps all fit never pays for it.
        let steps =
            (try? JSONReader.read(bytes)).map {
                JSONTreeView($0).member(named: TutorialFormat.stepsName)?.elements ?? []
            } ?? []
        var collector = DiagnosticCollector(file: file, bytes: bytes)
        for problem in problems {
            let step = steps.indices.contains(problem.stepIndex) ? steps[problem.stepIndex] : nil
            let node = step?.member(named: problem.part.rawValue) ?? step
            let offset = node?.offset ?? 0
            let path =
                node?.path
                ?? JSONPath.root.appending(TutorialFormat.stepsName).appending(problem.stepIndex).appending(
                    problem.part.rawValue)
            switch severity {
            case .error: collector.error(at: offset, path, problem.message)
            case .warning: collector.warning(at: offset, path, problem.message)
            }
        }
        return collector.diagnostics
    }
}
