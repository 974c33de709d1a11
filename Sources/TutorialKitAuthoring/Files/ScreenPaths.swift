#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a tutorial's `screen` paths may lead: inside the folder tree of the tutorial file (or a
/// wider root its caller names), never by an absolute path, a `..` above that root, or a symbolic
/// link out of it. A path that would leave is refused before the file is opened, so nothing of
/// what lies outside is read or quoted.
package enum ScreenPaths {
    /// The start of every refusal's message.
    static let refusalPrefix = "stays outside"

    /// The file `written` names, as the tutorial at `tutorialPath` wrote it, or why it may not be
    /// opened.
    ///
    /// - Parameter root: The folder screens must be inside; the tutorial file's own when `nil`.
    package static func resolve(_ written: String, relativeTo tutorialPath: String, root: String?)
        -> Result<String, Refusal>
    {
        let folder = TutorialFile.resolve(".", relativeTo: tutorialPath)
        let rootFolder = root ?? folder
        let shownRoot = root.map { "the root \($0)" } ?? "the tutorial's folder"
        let fix =
            root == nil
            ? "keep screens beside the tutorial or below it, or name a wider root (--root)"
            : "keep screens inside the root"
        if root?.isEmpty == true {
            return .failure(Refusal(message: "\(refusalPrefix) the root: the root is empty; name a folder"))
        }
        if written.hasPrefix("/") && root == nil {
            return .failure(Refusal(message: "\(refusalPrefix) \(shownRoot): an absolute path; \(fix)"))
        }
        let path = TutorialFile.resolve(written, relativeTo: tutorialPath)
        let workingFolder = currentDirectory() ?? "."
        let absoluteRoot = lexical(absolute(rootFolder, from: workingFolder))
        guard isInside(lexical(absolute(path, from: workingFolder)), absoluteRoot) else {
            return .failure(Refusal(message: "\(refusalPrefix) \(shownRoot): it climbs above it; \(fix)"))
        }
        // A link inside may point outside: what it leads to must be inside too, and a root that
        // does not resolve contains nothing.
        if let real = realPath(path), !(realPath(rootFolder).map { isInside(real, $0) } ?? false) {
            return .failure(
                Refusal(message: "\(refusalPrefix) \(shownRoot): a symbolic link leads out of it; \(fix)"))
        }
        return .success(path)
    }

    /// Why a screen path may not be opened.
    package struct Refusal: Error {
        package var message: String
    }

    /// `path` from the root of the file system, a relative one from `workingFolder`.
    private static func absolute(_ path: String, from workingFolder: String) -> String {
        path.hasPrefix("/") ? path : workingFolder + "/" + path
    }

    /// The working directory, from `getcwd`: `FileManager`'s first use costs a process more.
    private static func currentDirectory() -> String? {
        guard let folder = getcwd(nil, 0) else { return nil }
        defer { free(folder) }
        return String(cString: folder)
    }

    /// `path` with `.` and `..` worked out by its text alone (no link followed), from the root:
    /// two spellings of one path give the same text.
    package static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                _ = parts.popLast()
            } else {
                parts.append(part)
            }
        }
        // Put together from strings: `joined`, or appending a substring, looks up the substring's
        // conformances at run time, a cost every process would pay.
        var lexical = ""
        for part in parts {
            lexical += "/"
            lexical += String(part)
        }
        return lexical.isEmpty ? "/" : lexical
    }

    /// Whether `path` is `root` or below it, by their text.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// The path with every link followed, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
