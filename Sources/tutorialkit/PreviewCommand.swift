import TutorialKit
import TutorialKitTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tutorialkit preview FILE …`: draws every step (or one) as text frames, or prints the layout as
/// JSON, or describes the steps in sentences.
enum PreviewCommand {
    static let name = "preview"
    static let summary = "draw a tutorial's steps as text frames"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "FILE")],
        about: """
            Draws every step of a tutorial on its screen, each frame under a caption such as
            "Step 2 of 3 · detail · bottom-start" ("detail · bottom-start" for the only step on its way,
            and no "1 of 1" in its box).
            """,
        after: """
            EXIT STATUS
              0  drawn
              1  the tutorial or screen file is invalid
              2  the command was called wrongly
            """
    ).text

    /// What `preview` prints.
    enum Format: String, CaseIterable {
        case text, json, transcript
    }

    enum Options: CommandOptions {
        case step, root, screen, size, ascii, color, locale, theme, variant, format, transitions

        var option: Option {
            switch self {
            case .step:
                .value("--step", "ID|N", help: "only the step with this id, or the N-th step (from 1)")
            case .root: .root
            case .screen: .value("--screen", "FILE", help: "use this screen file instead of the tutorial's")
            case .size: .value("--size", "WxH", help: "lay out for a screen of this size, such as 80x24")
            case .ascii: .ascii
            case .color: .color
            case .locale: .locale
            case .theme: .theme
            case .variant: .variant
            case .format:
                .choice(
                    "--format", of: Format.self,
                    help:
                        "text draws frames; json prints the resolved layout; transcript describes each step "
                        + "in plain sentences")
            case .transitions:
                .flag(
                    "--transitions",
                    help: "also show how each step moves in from the one before (the first from nothing): "
                        + "text draws the frames between the two, captioned \"Step 1 → 2 · frame 3 of 6 · "
                        + "100 ms\", the step's own frame being the last; json gives each step a \"transition\" "
                        + "list of those frames' spotlight, box and list offset")
            }
        }
    }

    static var command: Command { Command(name: name, summary: summary, run: run) }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError(
                parsed.positionals.isEmpty
                    ? "preview needs a FILE" : "preview takes one FILE, not \(parsed.positionals.count)",
                command: name)
        }
        try TutorialArgument.check(file, command: name)
        let format = parsed.choice(.format, or: Format.text)
        let color = parsed.choice(.color, or: ColorChoice.auto)
        let size = try parsed.value(.size).map(parseSize)
        let showsTransitions = parsed.has(.transitions)
        guard !showsTransitions || format != .transcript else {
            throw UsageError(
                "\(Options.transitions.name) works with \(Options.format.name) text or json, not transcript",
                command: name)
        }

        guard let theme = try ThemeOption.theme(parsed.value(.theme), command: name, &output) else {
            return 1
        }
        // A theme's padding is the host's: a tutorial's or step's own layout still wins.
        let layoutOptions = LayoutEngine.Options(
            padding: theme.padding ?? LayoutEngine.Options.standard.padding)
        let loaded = TutorialFile.load(path: file, screensRoot: parsed.value(.root))
        for diagnostic in loaded.diagnostics { output.diagnostic(diagnostic.description) }
        guard let loadedTutorial = loaded.model?.tutorial else { return 1 }
        var tutorial = try VariantOption.apply(parsed.value(.variant), to: loadedTutorial, command: name)
        if let screenFile = parsed.value(.screen) {
            let screen = ScreenFile.load(path: screenFile)
            for diagnostic in ScreenFileSuggestion.suggesting(screen.diagnostics, for: screenFile) {
                output.diagnostic(diagnostic.description)
            }
            guard let replacement = screen.model else { return 1 }
            tutorial.screen = replacement
        }
        if let warning = LocaleOption.warning(parsed.value(.locale), for: tutorial) {
            output.diagnostic(warning)
        }
        // A screen in points is drawn scaled into cells; `--size` is then the room it fits.
        let scale = tutorial.cellScale(fitting: size)
        if scale != .one {
            output.diagnostic(
                "\(file): note: the screen \"\(tutorial.screen?.id ?? "")\" is in points, shown at \(scale)")
            tutorial = tutorial.inCells(scale)
        }
        let screenSize = scale == .one ? size : nil
        // A box that cannot fit is drawn cut, its footer kept; the author hears what it needs.
        let fit = StepFit.problems(in: tutorial, size: screenSize)
        if !fit.isEmpty, case .success(let bytes) = FileReading.bytes(atPath: file) {
            for diagnostic in StepFit.diagnostics(fit, file: file, bytes: bytes, severity: .warning) {
                output.diagnostic(diagnostic.description)
            }
        }

        let presentations: [StepPresentation]
        // The step before the first one shown, for its transition: the one before in the file.
        var before: StepPresentation?
        do {
            let locale = parsed.value(.locale)
            if let step = parsed.value(.step) {
                let index = try stepIndex(step, in: tutorial, variantOf: loadedTutorial)
                presentations = [
                    try TutorialPreview.presentation(
                        ofStepAt: index, of: tutorial, screenSize: screenSize, locale: locale,
                        options: layoutOptions)
                ]
                if showsTransitions, index > 0 {
                    before = try TutorialPreview.presentation(
                        ofStepAt: index - 1, of: tutorial, screenSize: screenSize, locale: locale,
                        options: layoutOptions)
                }
            } else {
                presentations = try TutorialPreview.presentations(
                    of: tutorial, screenSize: screenSize, locale: locale, options: layoutOptions)
            }
        } catch let error as UsageError {
            throw error
        } catch {
            // A size smaller than the screen moves nothing, so what lay inside may now lie outside.
            let resized =
                screenSize.map {
                    " (laid out at \(Options.size.name) \($0.width)x\($0.height), where elements keep their places; "
                        + "try a size at least the screen's, or \(Options.step.name) for the steps that fit)"
                } ?? ""
            output.diagnostic("\(file): error: \(error)\(resized)")
            return 1
        }

        switch format {
        case .json:
            output.standardOutput(
                PreviewReport.json(
                    tutorialID: tutorial.id, presentations: presentations,
                    transitionsFrom: showsTransitions ? [before] + presentations.dropLast() : nil))
        case .transcript:
            let strings = tutorial.standardStrings
            for presentation in presentations {
                output.line(
                    Transcript.describe(presentation, strings: strings, defaultLocale: tutorial.defaultLocale)
                )
            }
        case .text:
            let terminal = TerminalCapabilities.current
            let renderer = FrameRenderer(
                options: FrameRenderer.Options(
                    glyphs: parsed.has(.ascii) || terminal.isDumb ? .ascii : .unicode,
                    usesColor: terminal.usesColor(color), theme: theme, colorDepth: terminal.colorDepth))
            var isFirst = true
            var previous = before
            renderer.render(presentations) { presentation, frame in
                if !isFirst { output.line("") }
                isFirst = false
                if showsTransitions {
                    for (caption, canvas) in TransitionPreview.frames(
                        from: previous, to: presentation, renderer)
                    {
                        output.line(caption)
                        output.frame(canvas.text(colored: renderer.options.usesColor))
                        output.line("")
                    }
                    previous = presentation
                }
                output.line(FrameRenderer.caption(for: presentation))
                output.frame(frame.text(colored: renderer.options.usesColor))
            }
        }
        return 0
    }

    /// `80x24` as a size.
    private static func parseSize(_ text: String) throws(UsageError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0,
            width <= 1000, height <= 1000
        else {
            throw UsageError(
                "\(Options.size.name) must look like 80x24 (1 to 1000 cells each way), not '\(text)'",
                command: name)
        }
        return Size(width: width, height: height)
    }

    /// The index of the step an id or a 1-based number names; `original` is the tutorial as
    /// written, when `tutorial` is a variant of it that may leave the step out.
    private static func stepIndex(_ value: String, in tutorial: Tutorial, variantOf original: Tutorial)
        throws(UsageError) -> Int
    {
        if let index = tutorial.index(ofStep: value) { return index }
        if let number = Int(value) {
            guard (1...tutorial.steps.count).contains(number) else {
                throw UsageError(
                    "\(Options.step.name) \(number) is out of range; the tutorial has \(tutorial.steps.count) steps",
                    command: name)
            }
            return number - 1
        }
        if original.index(ofStep: value) != nil {
            throw UsageError(
                "the variant leaves out step '\(value)'; give a step it shows, or preview without \(Options.variant.name)",
                command: name)
        }
        let ids = tutorial.steps.map(\.id)
        throw UsageError(
            "no step '\(value)'\(NameSuggestionCLI.hint(for: value, in: ids)); give a step id or a number",
            command: name)
    }
}

/// What the terminal on standard output can show.
struct TerminalCapabilities {
    var isTerminal: Bool
    var noColor: Bool
    var isDumb: Bool
    /// How many colours it shows, from `TERM` and `COLORTERM`.
    var colorDepth: TerminalColor.Depth

    static var current: TerminalCapabilities {
        TerminalCapabilities(
            isTerminal: isatty(STDOUT_FILENO) == 1,
            noColor: !(variable("NO_COLOR") ?? "").isEmpty,
            isDumb: variable("TERM") == "dumb",
            colorDepth: .of(term: variable("TERM"), colorTerm: variable("COLORTERM")))
    }

    /// One environment variable, from `getenv`: `ProcessInfo`'s environment is a dictionary of
    /// every variable, made the first time, which a preview would otherwise pay for.
    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether to colour, for `--color auto|always|never`.
    func usesColor(_ choice: ColorChoice) -> Bool {
        switch choice {
        case .always: true
        case .never: false
        case .auto: isTerminal && !noColor && !isDumb
        }
    }
}
