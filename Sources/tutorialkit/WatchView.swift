import TutorialKit
import TutorialKitStoryboard
import TutorialKitTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `watch` shows: the chosen step's frame from the tutorial's last good load, and the
/// diagnostics of the latest, in a panel below.
struct WatchView {
    let file: String
    let root: String?
    /// Where to write the storyboard at each load, if anywhere.
    let storyboard: String?

    /// Each step's id, frame and caption, from the last load without errors.
    private var frames: [(id: String, caption: String, lines: [String])] = []
    /// The step shown, by index.
    private var index = 0
    /// The latest load's diagnostics, as validate prints them.
    private var diagnostics: [String] = []
    /// What the panel says of the latest load (the storyboard written, or why not).
    private var status = ""
    /// Whether a load ever gave frames.
    private(set) var hasLoaded = false
    /// The screens and themes beside the tutorial, and itself: what a save of redraws.
    private(set) var watchedPaths: [String] = []

    init(file: String, root: String?, storyboard: String?) {
        self.file = file
        self.root = root
        self.storyboard = storyboard
    }

    /// Loads the tutorial again: new frames when it has no errors, the old ones kept otherwise.
    mutating func reload() {
        let loaded = TutorialFile.load(path: file, screensRoot: root)
        let found = StepFit.validated(loaded, path: file)
        // The file is the one the panel names: a line says where in it, so more of it fits.
        diagnostics = found.map { diagnostic in
            let line = diagnostic.description
            let prefix = TerminalSafeText.escaped(file) + ":"
            return line.hasPrefix(prefix) ? "line " + line.dropFirst(prefix.count) : line
        }
        watchedPaths = [file] + Self.neighbours(of: file)
        if var tutorial = loaded.model?.tutorial, !found.contains(where: { $0.severity == .error }) {
            tutorial = tutorial.inCells(tutorial.cellScale())
            if let presentations = try? TutorialPreview.presentations(of: tutorial) {
                let renderer = FrameRenderer()
                frames = presentations.map {
                    ($0.step.id, FrameRenderer.caption(for: $0), renderer.render($0))
                }
                index = min(index, max(0, frames.count - 1))
                hasLoaded = true
            }
        }
        status = writeStoryboard(loaded, found) ?? ""
    }

    /// Shows the step with the id `step`, or the `step`-th (from 1).
    mutating func select(_ step: String) {
        if let found = frames.firstIndex(where: { $0.id == step }) {
            index = found
        } else if let number = Int(step), (1...max(1, frames.count)).contains(number) {
            index = number - 1
        }
    }

    /// Shows the step `offset` steps on, within the tutorial.
    mutating func move(by offset: Int) {
        index = min(max(0, index + offset), max(0, frames.count - 1))
    }

    /// The screen: `height` lines, each at most `width` characters.
    func lines(width: Int, height: Int) -> [String] {
        var panel = ["─── watching \(file) · ← → steps · q quits"]
        if !status.isEmpty { panel.append(status) }
        panel += diagnostics.isEmpty ? ["no problems"] : diagnostics.prefix(8).map { $0 }
        if diagnostics.count > 8 { panel.append("… and \(diagnostics.count - 8) more") }
        if !diagnostics.isEmpty && hasLoaded {
            panel.append("(the last good frame, until the file is fixed)")
        }
        var screen: [String] = []
        if let frame = frames.indices.contains(index) ? frames[index] : nil {
            screen = [frame.caption] + frame.lines
        } else {
            screen = ["(no frame yet: the tutorial has not loaded)"]
        }
        let room = max(1, height - panel.count)
        var lines = Array(screen.prefix(room))
        lines += Array(repeating: "", count: max(0, room - lines.count))
        lines += panel
        return lines.prefix(height).map { String($0.prefix(max(1, width))) }
    }

    /// The screens and themes in the tutorial's folder.
    private static func neighbours(of file: String) -> [String] {
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        let directory = folder.isEmpty ? "." : folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".screen.json") || $0.hasSuffix(".theme.json") }.sorted()
            .map { folder.isEmpty ? $0 : folder + "/" + $0 }
    }

    /// Writes the storyboard page, when asked to: what the panel says of it.
    private func writeStoryboard(_ loaded: LoadedFile<TutorialFile.Document>, _ found: [Diagnostic])
        -> String?
    {
        guard let storyboard else { return nil }
        let page = Storyboard.page(
            [Storyboard.Entry(file: file, tutorial: loaded.model?.tutorial, diagnostics: found)], locales: [],
            style: StoryboardStyle(theme: .standard))
        do {
            try Data(page.utf8).write(to: URL(fileURLWithPath: storyboard), options: .atomic)
            return "wrote \(storyboard)"
        } catch {
            return "cannot write \(storyboard): \(error)"
        }
    }
}
