import TutorialKit

/// The theme file's part of the format reference, written from ``ThemeFormat``'s declarations.
package enum ThemeReference {
    /// The theme file's root object, with the objects nested in it.
    package static var themeFile: String {
        guard case .object(let theme) = ThemeFormat.shape else { return "" }
        return ShapeReference.sections("The theme file", theme)
    }
}
