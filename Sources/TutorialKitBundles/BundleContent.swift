import Dispatch
import TutorialKit
import TutorialKitAuthoring
import TutorialKitTerminal

/// A bundle's files (in a folder, or an installed version's pack), loaded and checked as
/// `tutorialkit validate` checks them: each tutorial with the screens it names (which must be in
/// the bundle), each screen, each theme; no two tutorials with one id, and a mid-tour policy
/// only for a tutorial the bundle has.
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
        load(folder: folder, paths: paths, midTour: midTour) { index in
            FileReading.bytes(atPath: folder + "/" + paths[index])
        }
    }

    /// Loads the files at `paths`, whose bytes `read` gives by their index: a folder's files, or
    /// an installed version's pack. Diagnostics name each file as under `folder`. A tutorial's
    /// screens are the bundle's own, found by path; one the bundle lacks is refused, even when
    /// a file is there (a hidden one, left out of the bundle): what the bundle is must validate.
    static func load(
        folder: String, paths: [String], midTour: [String: MidTourPolicy] = [:],
        read: @Sendable (Int) -> Result<[UInt8], Diagnostic>
    ) -> BundleContent {
        var content = BundleContent(tutorials: [], themes: [:], diagnostics: [])
        var ids: [String: String] = [:]
        let screens = Dictionary(
            paths.indices.filter { BundleFileKind.of(paths[$0]) == .screen }.map {
                (ScreenPaths.lexical(folder + "/" + paths[$0]), $0)
            },
            uniquingKeysWith: { first, _ in first })
        // Each file is loaded on its own, on every core; what they say together is told after.
        let loaded = PartResults<LoadedFileOfKind>(count: paths.count)
        withoutActuallyEscaping(read) { read in
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                loaded.set(index, load(index, paths[index], in: folder, screens: screens, read: read))
            }
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
                    Diagnostic.wholeFile(full, BundlePath.problem(path) ?? "not a bundle file"))
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

    private static func load(
        _ index: Int, _ path: String, in folder: String, screens: [String: Int],
        read: (Int) -> Result<[UInt8], Diagnostic>
    ) -> LoadedFileOfKind {
        guard let kind = BundleFileKind.of(path) else { return .notABundleFile }
        let full = folder + "/" + path
        let bytes: [UInt8]
        switch read(index) {
        case .success(let read): bytes = read
        case .failure(let diagnostic):
            return switch kind {
            case .tutorial: .tutorial(LoadedFile(model: nil, diagnostics: [diagnostic]))
            case .screen: .screen([diagnostic])
            case .theme: .theme(LoadedFile(model: nil, diagnostics: [diagnostic]))
            }
        }
        return switch kind {
        case .tutorial:
            .tutorial(
                TutorialFile.decode(
                    bytes, path: full, screensRoot: folder,
                    openScreen: { screenPath in
                        screens[ScreenPaths.lexical(screenPath)].flatMap { try? read($0).get() }
                    },
                    refusingOthers: "is not one of the bundle's files; a tutorial's screens must be in "
                        + "its bundle (names starting with \".\" are left out of one)"))
        case .screen: .screen(ScreenFile.decode(bytes, file: full).diagnostics)
        case .theme: .theme(ThemeFile.decode(bytes, file: full))
        }
    }
}

extension BundleContent {
    /// The files `manifest` lists, read from the pack in `folder` (an installed version's, or
    /// one being installed), each checked as `validate` checks it; with `checkingHashes`, each
    /// file's SHA-256 too. A pack that is missing, or not the size the manifest's files add up
    /// to, is an error of the pack's, and nothing is loaded.
    static func load(
        packIn folder: String, manifest: BundleManifest, checkingHashes: Bool = false
    ) -> BundleContent {
        let path = folder + "/" + BundlePack.fileName
        func refused(_ message: String) -> BundleContent {
            BundleContent(
                tutorials: [], themes: [:],
                diagnostics: [
                    Diagnostic.wholeFile(path, message)
                ])
        }
        let reader: BundlePack.Reader
        do { reader = try BundlePack.Reader(path) } catch { return refused("\(error)") }
        let (offsets, size) = BundlePack.layout(of: manifest.files)
        guard reader.size == size else {
            return refused(
                "the pack has \(reader.size) bytes; the manifest's files add up to \(size) (cut short or changed)"
            )
        }
        let files = manifest.files
        if checkingHashes {
            let problems = PartResults<Diagnostic?>(count: files.count)
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let file = files[index]
                let problem: String?
                do {
                    problem = BundleFolder.problem(
                        try reader.bytes(at: offsets[index], count: file.size), as: file)
                } catch {
                    problem = "\(error)"
                }
                problems.set(
                    index,
                    problem.map {
                        Diagnostic.wholeFile(folder + "/" + file.path, $0)
                    })
            }
            let hashProblems = problems.all.compactMap { $0 }
            guard hashProblems.isEmpty else {
                return BundleContent(tutorials: [], themes: [:], diagnostics: hashProblems)
            }
        }
        return load(folder: folder, paths: files.map(\.path), midTour: manifest.midTour) { index in
            do {
                return .success(try reader.bytes(at: offsets[index], count: files[index].size))
            } catch {
                return .failure(
                    Diagnostic.wholeFile(folder + "/" + files[index].path, "\(error)"))
            }
        }
    }
}
