import Foundation

/// What loading a file gave: the model when there were no errors, and every diagnostic found.
public struct LoadedFile<Model: Sendable>: Sendable {
    /// The model, or `nil` when the file has errors.
    public var model: Model?
    /// Every problem found (errors and warnings), sorted by file and position.
    public var diagnostics: [Diagnostic]

    /// Creates a result.
    public init(model: Model?, diagnostics: [Diagnostic]) {
        self.model = model
        self.diagnostics = diagnostics.sorted()
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads files for the loaders, turning failures into diagnostics.
enum FileReading {
    /// The message of a file that does not exist, which the tutorial loader rewords for screens.
    static let missingFileMessage = "no such file; check the path"

    /// The bytes of the file at `path`, or a diagnostic saying why it could not be read.
    static func bytes(atPath path: String) -> Result<[UInt8], Diagnostic> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(failure(path, missingFileMessage))
        }
        guard !isDirectory.boolValue else {
            return .failure(failure(path, "is a folder, not a file"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(failure(path, "cannot be read; check its permissions"))
        }
        return .success([UInt8](data))
    }

    private static func failure(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(
            severity: .error, file: path, position: SourcePosition(line: 1, column: 1), path: "",
            message: message)
    }
}
