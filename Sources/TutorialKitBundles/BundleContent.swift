import TutorialKit
import TutorialKitTerminal

/// A bundle's files in a folder, loaded and checked as `tutorialkit validate` checks them: each
/// tutorial with the screens it names (which must be in the bundle), each screen, each theme; no
/// two tutorials with one id, and a mid-tour policy only for a tutorial the bundle has.
public struct BundleContent: Sendable {
    /// The tutorials, by their path in the bundle, in the manifest's order.
    public var tutorials: [(path: String, tutorial: Tutorial)]
    /// The themes, by their file's name without `.theme.json`.
    public var themes: [String: Theme]
    /// Every problem found, with the file's path as it was read.
    public var diagnostics: [Diagnostic]

    /// Whether a problem is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The tutorial with the id `id`.
    public func tutorial(withID id: String) -> Tutorial? {
        tutorials.first { $0.tutorial.id == id }?.tutorial
    }

    /// Loads the files at `paths` (checked bundle paths) under `folder`; `midTour` names the
    /// tutorials the manifest has a policy for, checked against the ids found.
    static func load(folder: String, paths: [String], midTour: [String: MidTourPolicy] = [:]) -> BundleContent
    {
        var content = BundleContent(tutorials: [], themes: [:], diagnostics: [])
        var ids: [String: String] = [:]
        for path in paths {
            let full = folder + "/" + path
            switch BundleFileKind.of(path) {
            case .tutorial:
                let loaded = TutorialFile.load(path: full, screensRoot: folder)
                content.diagnostics += loaded.diagnostics
                guard let tutorial = loaded.model?.tutorial else { continue }
                if let earlier = ids.updateValue(path, forKey: tutorial.id) {
                    content.diagnostics.append(
                        Diagnostic(
                            severity: .error, file: full, line: 1, column: 1, path: "/id",
                            message: "the tutorial id \"\(tutorial.id)\" is also the id of \(earlier); "
                                + "a bundle's tutorials need ids of their own"))
                }
                content.tutorials.append((path, tutorial))
            case .screen:
                content.diagnostics += ScreenFile.load(path: full).diagnostics
            case .theme:
                let loaded = ThemeFile.load(path: full)
                content.diagnostics += loaded.diagnostics
                if let theme = loaded.model {
                    let name = String(path.split(separator: "/").last ?? "")
                    content.themes[String(name.dropLast(BundleFileKind.theme.suffix.count))] = theme
                }
            case nil:
                content.diagnostics.append(
                    Diagnostic(
                        severity: .error, file: full, line: 1, column: 1, path: "",
                        message: BundlePath.problem(path) ?? "not a bundle file"))
            }
        }
        for id in midTour.keys.sorted() where ids[id] == nil {
            let hint = NameSuggestion.hint(for: id, in: ids.keys.sorted())
            content.diagnostics.append(
                Diagnostic(
                    severity: .error, file: folder + "/" + BundleManifest.fileName, line: 1, column: 1,
                    path: "/midTour/\(id)",
                    message: "no tutorial of the bundle has the id \"\(id)\"\(hint)"))
        }
        return content
    }
}
