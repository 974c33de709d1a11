/// The parts of a file path, by its text alone, as `NSString`'s path methods take them (which are
/// Foundation's; the library loads only FoundationEssentials).
package enum FilePaths {
    /// The folder part: `/tmp/state.json` → `/tmp`, `/tmp/` → `/`, `state.json` → ``.
    package static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let folder = withoutTrailingSlashes(String(trimmed[..<slash]))
        return folder.isEmpty ? "/" : folder
    }

    /// The last part: `/tmp/state.json` → `state.json`, `/tmp/` → `tmp`, `/` → `/`.
    package static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard trimmed != "/", let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `name` inside `folder`: `/tmp` + `a` → `/tmp/a`, `/` + `a` → `/a`, `` + `a` → `a`.
    package static func appending(_ name: String, to folder: String) -> String {
        if folder.isEmpty { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `path` without the slashes it ends with, but `/` itself.
    private static func withoutTrailingSlashes(_ path: String) -> String {
        // By bytes: a slash is one, and counting characters on each turn would be quadratic.
        var end = path.utf8.endIndex
        while path.utf8.distance(from: path.utf8.startIndex, to: end) > 1,
            path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/")
        {
            end = path.utf8.index(before: end)
        }
        return String(path[..<end])
    }
}
