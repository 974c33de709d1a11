import TutorialKitSchema
import TutorialKitText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The screen file a path probably meant when it names none: the closest name among the
/// `*.screen.json` files of the folder it names (`sigup.screen.json` → `signup.screen.json`).
///
/// Only names are read, from one folder, and at most ``entryLimit`` of them: no file is opened or
/// followed, a huge folder costs no more than a small one, and a folder a tutorial may not reach
/// (outside its root, by a link or otherwise) is not listed at all.
package enum ScreenFileSuggestion {
    /// The most entries of a folder looked at.
    static let entryLimit = 1_000
    /// The longest file name a file system allows, in bytes: a longer one is nothing to mend.
    static let nameLimit = 255

    /// The screen path a tutorial at `tutorialPath` probably meant by `written`, which names no
    /// file, written as it wrote it (same folder, closest name); `nil` when none is close or the
    /// folder lies outside `root` (the tutorial's own folder when `nil`).
    static func suggestion(for written: String, relativeTo tutorialPath: String, root: String?) -> String? {
        let folder = folderOf(TutorialFile.resolve(written, relativeTo: tutorialPath))
        let rootFolder = root ?? TutorialFile.resolve(".", relativeTo: tutorialPath)
        // Real paths, links followed: a folder reached through a link out of the root is not listed.
        guard let realFolder = ScreenPaths.realPath(folder), let realRoot = ScreenPaths.realPath(rootFolder),
            ScreenPaths.isInside(realFolder, realRoot)
        else { return nil }
        return closest(to: written, in: folder)
    }

    /// `diagnostics` of a screen file named on the command line, a missing file's with the closest
    /// screen file beside it (the command line may name any folder).
    package static func suggesting(_ diagnostics: [Diagnostic], for path: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.fileProblem == .missing, diagnostic.file == path,
                let suggestion = closest(to: path, in: folderOf(path))
            else { return diagnostic }
            var suggested = diagnostic
            suggested.message = "no such file; did you mean \"\(suggestion)\"?; check the path"
            return suggested
        }
    }

    /// `path` with its last part the `*.screen.json` name in `folder` closest to it, or `nil`.
    ///
    /// Names are compared without the suffix they share, so the part that differs decides:
    /// `setings.screen.json` is not a slip for `signup.screen.json`, and `signup.json` and
    /// `signup.screen.jsn` are.
    private static func closest(to path: String, in folder: String) -> String? {
        let name = FilePaths.lastComponent(of: path)
        guard !name.isEmpty, name.utf8.count <= nameLimit else { return nil }
        let names = screenFileNames(in: folder).filter { $0 != name }
        let stems = names.map(stem)
        let written = stem(name)
        let closestStem = stems.contains(written) ? written : NameSuggestion.closest(to: written, in: stems)
        guard let index = closestStem.flatMap(stems.firstIndex(of:)) else { return nil }
        // The path as written, with only its last part changed.
        guard let slash = path.lastIndex(of: "/") else { return names[index] }
        return String(path[...slash]) + names[index]
    }

    /// A file name without the end screen files share: `.screen.json`, or all from a last
    /// `.screen` (a mistyped `.screen.jsn` or `.screens.json`), or else its last extension.
    private static func stem(_ name: String) -> String {
        if name.hasSuffix(".screen.json") { return String(name.dropLast(".screen.json".count)) }
        if let screen = name.ranges(of: ".screen").last, screen.lowerBound > name.startIndex {
            return String(name[..<screen.lowerBound])
        }
        if let dot = name.lastIndex(of: "."), dot > name.startIndex { return String(name[..<dot]) }
        return name
    }

    /// The folder `path` names its file in: `.` for a bare name.
    private static func folderOf(_ path: String) -> String {
        let parent = FilePaths.parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// The names in `folder` that end in `.screen.json` (not folders), among its first
    /// ``entryLimit`` entries.
    static func screenFileNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        var looked = 0
        while looked < entryLimit, let entry = readdir(directory) {
            looked += 1
            if entry.pointee.d_type == UInt8(DT_DIR) { continue }
            let name = withUnsafePointer(to: entry.pointee.d_name) { tuple in
                tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
                    String(cString: $0)
                }
            }
            if name.hasSuffix(".screen.json"), name.utf8.count <= nameLimit { names.append(name) }
        }
        // Sorted, so a tie goes the same way whatever order the file system lists them in.
        return names.sorted()
    }
}
