import TutorialKitText

/// A JSON pointer (RFC 6901) under construction: `/steps/3/target`.
///
/// Validation makes a path for every value it visits but spells out only the few that end up in a
/// diagnostic, so a path is a chain of links to its parent: one step deeper costs one small
/// allocation, not a copy of every token above it.
package struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    private final class Link: Sendable {
        let parent: Link?
        let token: String
        init(parent: Link?, token: String) {
            self.parent = parent
            self.token = token
        }
    }

    private var last: Link?

    /// The tokens, unescaped, from the root down.
    package var tokens: [String] {
        var tokens: [String] = []
        var link = last
        while let current = link {
            tokens.append(current.token)
            link = current.parent
        }
        return tokens.reversed()
    }

    /// The root.
    package static let root = JSONPath(tokens: [])

    /// Creates a path from its tokens.
    package init(tokens: [String]) {
        last = tokens.reduce(nil) { Link(parent: $0, token: $1) }
    }

    private init(last: Link?) {
        self.last = last
    }

    /// The path one key deeper.
    package func appending(_ key: String) -> JSONPath {
        JSONPath(last: Link(parent: last, token: key))
    }

    /// The path one array index deeper.
    package func appending(_ index: Int) -> JSONPath {
        appending(String(index))
    }

    /// Whether two paths have the same tokens.
    package static func == (a: JSONPath, b: JSONPath) -> Bool {
        var left = a.last
        var right = b.last
        while let l = left, let r = right {
            if l === r { return true }
            if l.token != r.token { return false }
            left = l.parent
            right = r.parent
        }
        return left == nil && right == nil
    }

    /// Hashes the tokens.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(tokens)
    }

    /// `/steps/3/target`, with `~` and `/` escaped as RFC 6901 says.
    package var description: String {
        var text = ""
        for token in tokens {
            text += "/"
            // Most tokens are plain keys and indexes: escape only those that need it.
            if token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
                text += token.replacingAll("~", with: "~0").replacingAll("/", with: "~1")
            } else {
                text += token
            }
        }
        return text
    }
}
