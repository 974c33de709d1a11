import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema

/// Reads, checks and writes `*.screen.json` files (the authoring article's screen file): the keys
/// are declared in `ScreenFormat`, read by `ScreenReading`, checked for what their shape cannot
/// say by `ScreenChecks` and written by `ScreenWriting`.
public enum ScreenFile {
    /// Loads and checks the screen file at `path`, within `limits` (``InputLimits/standard`` by
    /// default).
    public static func load(path: String, limits: InputLimits = .standard) -> LoadedFile<Screen> {
        switch FileReading.bytes(atPath: path, limits: limits) {
        case .success(let bytes): decode(bytes, file: path, limits: limits)
        case .failure(let diagnostic): LoadedFile(model: nil, diagnostics: [diagnostic])
        }
    }

    /// Checks the JSON text of a screen file and builds the screen when it has no errors.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The file's name, as diagnostics print it.
    ///   - limits: How large the file and its values may be; ``InputLimits/standard`` by default.
    public static func decode(_ bytes: [UInt8], file: String, limits: InputLimits = .standard) -> LoadedFile<
        Screen
    > {
        var diagnostics = DiagnosticCollector(file: file, bytes: bytes)
        guard let tape = ShapeValidator.readTape(bytes, as: .screen, limits: limits, into: &diagnostics)
        else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        return tape.withRoot { decode($0, &diagnostics, limits: limits) }
    }

    /// Checks the meaning of a screen file whose shape is checked, and builds the screen when it
    /// has no errors.
    static func decode<Node: JSONView>(
        _ root: Node, _ diagnostics: inout DiagnosticCollector, limits: InputLimits = .standard
    ) -> LoadedFile<Screen> {
        guard !diagnostics.hasErrors else {
            return LoadedFile(model: nil, diagnostics: diagnostics.diagnostics)
        }
        let screen = ScreenReading.build(root)
        ScreenChecks.check(root, screen, limits: limits, &diagnostics)
        return LoadedFile(model: diagnostics.hasErrors ? nil : screen, diagnostics: diagnostics.diagnostics)
    }

    /// The JSON of `screen`, stable (keys sorted, two-space indentation).
    ///
    /// - Parameters:
    ///   - screen: The screen to write.
    ///   - schema: The `$schema` reference to write, if any.
    public static func encode(_ screen: Screen, schema: String? = nil) -> String {
        JSONWriter.write(ScreenWriting.json(for: screen, schema: schema))
    }
}
