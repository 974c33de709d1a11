import TutorialKit

/// Reads and checks `*.theme.json` files (see ``Theme``): the shape against the theme schema
/// (`tutorialkit schema theme`), then what the shape cannot say (a glyph must be one printable
/// character one cell wide; a colour a name, a palette number or `#rrggbb`), each problem with its
/// line, column and JSON path. The keys are declared in `ThemeFormat`, read by `ThemeReading`,
/// checked by `ThemeChecks` and written by `ThemeWriting`.
public enum ThemeFile {
    /// Loads and checks the theme file at `path`, within `limits`.
    public static func load(path: String, limits: InputLimits = .standard) -> LoadedFile<Theme> {
        switch FileReading.bytes(atPath: path, limits: limits) {
        case .success(let bytes): decode(bytes, file: path, limits: limits)
        case .failure(let diagnostic): LoadedFile(model: nil, diagnostics: [diagnostic])
        }
    }

    /// Checks the JSON text of a theme file and builds the theme when it has no errors.
    public static func decode(_ bytes: [UInt8], file: String, limits: InputLimits = .standard) -> LoadedFile<
        Theme
    > {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard let tape = ShapeValidator.readTape(bytes, as: .theme, limits: limits, into: &diagnostics),
            !diagnostics.hasErrors
        else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        let theme = tape.withRoot { root in
            ThemeChecks.check(root, &diagnostics)
            let theme = ThemeReading.build(root)
            // A pair too faint to read is a warning at the colour that sets it.
            if !diagnostics.hasErrors {
                for finding in ThemeContrast.findings(for: theme) {
                    let node = root["colors"].flatMap { $0.member(named: finding.colorKey) } ?? root
                    diagnostics.warning(at: node.offset, node.path, finding.description)
                }
            }
            return theme
        }
        return LoadedFile(model: diagnostics.hasErrors ? nil : theme, diagnostics: diagnostics.diagnostics)
    }
}
