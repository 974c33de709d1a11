/// Which format an open document is in, by its name alone, as `tutorialkit validate` tells it.
package enum DocumentKind: CaseIterable, Sendable {
    case tutorial, screen, theme

    /// The kind `path`'s name says, or `nil` for a file the server does not check.
    package static func of(_ path: String) -> DocumentKind? {
        if path.hasSuffix(".tutorial.json") { return .tutorial }
        if path.hasSuffix(".screen.json") { return .screen }
        if path.hasSuffix(".theme.json") { return .theme }
        return nil
    }
}
