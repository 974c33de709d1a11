import Dispatch
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
        // Each file is loaded on its own, on every core; what they say together is told after.
        let loaded = PartResults<LoadedFileOfKind>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            loaded.set(index, load(paths[index], in: folder))
        }
        for (path, file) in zip(paths, loaded.all) {
            let full = folder + "/" + path
            switch file {
            case .tutorial(let result):
                content.diagnostics += result.diagnostics
                guard let tutorial = result.model?.tutorial else { continue }
                if let earlier = ids.updateValue(path, forKey: tutorial.id) {
                    content.diagnostics.append(
                        Diagnostic(
                            severity: .error, file: full, line: 1, column: 1, path: "/id",
                            message: "the tutorial id \"\(tutorial.id)\" is also the id of \(earlier); "
                                + "a bundle's tutorials need ids of their own"))
                }
                content.tutorials.append((path, tutorial))
            case .screen(let diagnostics):
                content.diagnostics += diagnostics
            case .theme(let result):
                content.diagnostics += result.diagnostics
                if let theme = result.model {
                    let name = String(path.split(separator: "/").last ?? "")
                    content.themes[String(name.dropLast(BundleFileKind.theme.suffix.count))] = theme
                }
            case .notABundleFile:
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

    /// One file, loaded as its kind.
    private enum LoadedFileOfKind: Sendable {
        case tutorial(LoadedFile<TutorialFile.Document>)
        case screen([Diagnostic])
        case theme(LoadedFile<Theme>)
        case notABundleFile
    }

    private static func load(_ path: String, in folder: String) -> LoadedFileOfKind {
        let full = folder + "/" + path
        return switch BundleFileKind.of(path) {
        case .tutorial: .tutorial(TutorialFile.load(path: full, screensRoot: folder))
        case .screen: .screen(ScreenFile.load(path: full).diagnostics)
        case .theme: .theme(ThemeFile.load(path: full))
        case nil: .notABundleFile
        }
    }
}
