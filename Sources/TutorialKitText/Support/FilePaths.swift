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
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
