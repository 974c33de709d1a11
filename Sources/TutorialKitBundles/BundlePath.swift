/// The paths a bundle's files may have: relative, inside the bundle, portable and named for
/// their format. Checked in the manifest before anything is fetched, so a path written to leave
/// the bundle (`../../etc/passwd`, `/etc/passwd`) or to clash with another on a file system that
/// ignores case is refused, not followed.
public enum BundlePath {
    /// The longest path, in bytes.
    public static let maximumLength = 512
    /// The most folders a path may go down.
    public static let maximumDepth = 8
    /// The longest name of one folder or file, in bytes.
    public static let maximumComponentLength = 128

    /// What is wrong with `path` as a bundle file's path, or `nil` when it is fine.
    public static func problem(_ path: String) -> String? {
        let utf8 = path.utf8
        guard !utf8.isEmpty else { return "the path is empty" }
        guard utf8.count <= maximumLength else {
            return "the path is \(utf8.count) bytes long, more than \(maximumLength)"
        }
        if utf8.first == UInt8(ascii: "/") {
            return "the path \(quoted(path)) starts at the root; write it relative to the bundle's top"
        }
        if let odd = utf8.first(where: { !isPortable($0) }) {
            let what =
                odd == UInt8(ascii: "\\")
                ? "a backslash" : odd >= 0x80 ? "a character beyond ASCII" : "the byte \(odd)"
            return "the path \(quoted(path)) has \(what); use ASCII letters, digits, '-', '_', '.' and '/'"
        }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count <= maximumDepth + 1 else {
            return
                "the path \(quoted(path)) goes \(components.count - 1) folders down, more than \(maximumDepth)"
        }
        for component in components {
            if component.isEmpty {
                return "the path \(quoted(path)) has an empty folder name (//, or / at the end)"
            }
            if component == "." || component == ".." {
                return "the path \(quoted(path)) has '\(component)'; a bundle's paths stay inside it"
            }
            if component.first == "." {
                return "the path \(quoted(path)) has a hidden name, \(quoted(String(component))); rename it"
            }
            if component.utf8.count > maximumComponentLength {
                return
                    "the name \(quoted(String(component.prefix(24))))… is longer than \(maximumComponentLength) bytes"
            }
        }
        guard BundleFileKind.of(path) != nil else {
            return "the file \(quoted(path)) is not a tutorial, screen or theme "
                + "(*.tutorial.json, *.screen.json, *.theme.json)"
        }
        return nil
    }

    /// The path as a file system that ignores case compares it, for finding clashes.
    static func folded(_ path: String) -> String { path.lowercased() }

    private static func isPortable(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "/"):
            true
        default: false
        }
    }

    /// A path as messages quote it: at most 64 characters.
    static func quoted(_ path: String) -> String {
        path.count <= 64 ? "\"\(path)\"" : "\"\(path.prefix(61))…\""
    }
}

/// The formats a bundle's files are in, known by the end of their names as `validate` knows them.
public enum BundleFileKind: String, Sendable, CaseIterable {
    case tutorial, screen, theme

    /// The end of a file name of this kind: `.tutorial.json`.
    public var suffix: String { ".\(rawValue).json" }

    /// The kind `path`'s name says, or `nil`.
    public static func of(_ path: String) -> BundleFileKind? {
        allCases.first { path.hasSuffix($0.suffix) && path.utf8.count > $0.suffix.utf8.count }
    }
}
