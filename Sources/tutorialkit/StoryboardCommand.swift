import TutorialKit
import TutorialKitStoryboard

// FoundationEssentials where there is one: the whole of Foundation costs every command's start.
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

/// `tutorialkit storyboard FILE... -o OUT.html`: every step of each tutorial drawn on one page.
enum StoryboardCommand {
    static var command: Command { Command(name: name, summary: summary, run: run) }

    static let name = "storyboard"
    static let summary = "draw every step of tutorials on one HTML page"
    static let help = CommandHelp<Options>(
        command: name, forms: [.init(arguments: "FILE...")],
        about: """
            Writes one self-contained HTML page (no script, font or image from elsewhere) with every
            step of each tutorial as an SVG picture of its screen: elements and lists as labelled
            shapes, the spotlight, the box with its title, text, progress and buttons, and the
            arrow, laid out in pixels with DejaVu Sans at 13 px (a screen in cells at 8×16 pixels a
            cell). Beside them: the ways between the steps as a diagram, and validate's diagnostics
            by the steps they concern. A file with errors is listed with them, its steps not drawn.
            """,
        after: """
            EXIT STATUS
              0  the page is written, every tutorial drawn
              1  the page is written, but a tutorial has errors; or it cannot be written
              2  the command was called wrongly
            """
    ).text

    enum Options: CommandOptions {
        case output, locale, theme, root

        var isRequired: Bool { self == .output }

        var option: Option {
            switch self {
            case .output: .value("--output", "OUT.html", short: "-o", help: "the page to write")
            case .locale:
                .value(
                    "--locale", "L", repeats: true,
                    help:
                        "draw the steps in this language (repeat for more; by default each the tutorial lists)"
                )
            case .theme:
                .value(
                    "--theme", "NAME|FILE",
                    help: "colour the box, title, arrow, spotlight and default button as this theme does: "
                        + "standard, contrast, quiet, ocean or a *.theme.json file")
            case .root: .root
            }
        }
    }

    static func run(_ arguments: [String], _ output: inout Output) throws -> Int32 {
        let parsed = try Arguments<Options>(arguments, command: name)
        if parsed.wantsHelp {
            output.line(help)
            return 0
        }
        guard !parsed.positionals.isEmpty else {
            throw UsageError("storyboard needs at least one tutorial FILE", command: name)
        }
        guard let destination = parsed.value(.output), !destination.isEmpty else {
            throw UsageError("storyboard needs -o OUT.html (--output), the page to write", command: name)
        }
        guard let theme = try ThemeOption.theme(parsed.value(.theme), command: name, &output) else {
            return 1
        }
        var entries: [Storyboard.Entry] = []
        var failed = false
        for file in parsed.positionals {
            guard FileKind.of(file) == .tutorial else {
                throw UsageError(
                    "storyboard draws tutorial files (*.tutorial.json), not '\(TerminalSafeText.escaped(file))'",
                    command: name)
            }
            let loaded = TutorialFile.load(path: file, screensRoot: parsed.value(.root))
            // Validate's diagnostics, a box that cannot fit its screen's included.
            let diagnostics = StepFit.validated(loaded, path: file)
            for diagnostic in diagnostics { output.diagnostic(diagnostic.description) }
            if loaded.model == nil || diagnostics.contains(where: { $0.severity == .error }) { failed = true }
            entries.append(
                Storyboard.Entry(file: file, tutorial: loaded.model?.tutorial, diagnostics: diagnostics))
        }
        let page = Storyboard.page(
            entries, locales: parsed.values(.locale), style: StoryboardStyle(theme: theme))
        do {
            try Data(page.utf8).write(to: URL(fileURLWithPath: destination), options: .atomic)
        } catch {
            output.diagnostic(
                "tutorialkit: error: cannot write \(TerminalSafeText.escaped(destination)): "
                    + "\(reason(error)); check that its folder exists and is writable")
            return 1
        }
        output.line("wrote \(destination): \(entries.count) tutorial\(entries.count == 1 ? "" : "s")")
        return failed ? 1 : 0
    }

    /// Why a file could not be written, in the system's words (`No such file or directory`).
    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.userInfo["NSUnderlyingError"] as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return "\(error)"
    }
}
