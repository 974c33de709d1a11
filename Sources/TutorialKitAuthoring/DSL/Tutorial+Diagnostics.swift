import TutorialKitLayout
import TutorialKitModel
import TutorialKitSchema

extension Tutorial {
    /// The checks `tutorialkit validate` runs on a tutorial file, run on this tutorial however it
    /// was made — in Swift, say, where the compiler checks its types but not its meaning: targets
    /// and `waitFor` elements against the screens, branches, waits, outcomes, experiments,
    /// locales, rules and their declared events and parameters, and boxes that cannot fit.
    ///
    /// Each diagnostic names the part by its JSON path, as the tutorial would be written in a
    /// file (`/steps/1/target`), and the tutorial or screen by id instead of a file and line:
    /// `tutorial "reorder-tip": warning: /events/0: …`.
    ///
    /// - Parameter screen: The screen to check the steps on that have none of their own; the
    ///   tutorial's own by default.
    public func diagnostics(on screen: Screen? = nil) -> [Diagnostic] {
        diagnostics(on: screen, boxesThatCannotFit: .error)
    }

    /// The checks of ``diagnostics(on:)``, a box that cannot fit its screen reported as
    /// `boxesThatCannotFit` says: a run on a screen it did not choose draws such a box cut, its
    /// footer kept and its text scrollable, so there it is a warning.
    package func diagnostics(on screen: Screen?, boxesThatCannotFit: Diagnostic.Severity) -> [Diagnostic] {
        var checked = self
        if let screen { checked.screen = screen }
        let file = "tutorial \"\(id)\""
        var found: [Diagnostic] = []
        // Every screen by the name the written file gives it; a step's own is named by its index.
        var screens: [String: Screen] = [:]
        var stepScreenPaths: [String: String] = [:]
        if let main = checked.screen { screens["screen.screen.json"] = main }
        for index in checked.steps.indices {
            let step = checked.steps[index]
            if let own = step.screen {
                let path = "step-\(index).screen.json"
                screens[path] = own
                stepScreenPaths[step.id] = path
            }
            // What a file cannot spell: a host's own target is checked here, then written as the
            // rect it resolves to; a host's own content is the host's to check.
            if step.hasTarget, !TargetFormat.canWrite(step.target),
                var onScreen = step.screen ?? checked.screen
            {
                do {
                    let frame = try TargetResolution.resolve(step.target, in: &onScreen)
                    checked.steps[index].target = frame.map { RectTarget($0) } ?? NoTarget()
                } catch {
                    found.append(Self.placeless(.error, file, "/steps/\(index)/target", "\(error)"))
                    checked.steps[index].target = NoTarget()
                }
            }
            if let content = step.content, content.value(as: Step.HostContent.JSONText.self) == nil {
                checked.steps[index].content = nil
            }
        }
        guard checked.screen != nil else {
            return found + [
                Self.placeless(
                    .error, file, "/screen",
                    "the tutorial has no screen; give it one, or pass the screen to check it on")
            ]
        }
        let document = TutorialFile.Document(
            tutorial: checked, screenPath: "screen.screen.json", stepScreenPaths: stepScreenPaths)
        let json: String
        do {
            json = try TutorialFile.encode(document)
        } catch {
            return found + [Self.placeless(.error, file, "/", "\(error)")]
        }
        // Each screen is checked as its file would be, its diagnostics named by its id.
        var screenDiagnostics: [Diagnostic] = []
        let loaded = TutorialFile.decode(Array(json.utf8), file: file) { path in
            guard let screen = screens[path] else { return LoadedFile(model: nil, diagnostics: []) }
            let written = ScreenFile.decode(
                Array(ScreenFile.encode(screen).utf8), file: "screen \"\(screen.id)\"")
            screenDiagnostics += written.diagnostics
            return LoadedFile(model: screen, diagnostics: [])
        }
        found += (loaded.diagnostics + screenDiagnostics).map {
            Self.placeless($0.severity, $0.file, $0.path, $0.message)
        }
        found += StepFit.problems(in: checked).map {
            Self.placeless(boxesThatCannotFit, file, "/steps/\($0.stepIndex)/\($0.part)", $0.message)
        }
        return found
    }

    /// A diagnostic of a tutorial or screen built in code: a path, but no line in a file.
    private static func placeless(
        _ severity: Diagnostic.Severity, _ file: String, _ path: String, _ message: String
    ) -> Diagnostic {
        Diagnostic(severity: severity, file: file, line: 0, column: 0, path: path, message: message)
    }
}
