import TutorialKitJSON
import TutorialKitLayout
import TutorialKitSchema

/// Reads files for the loaders (and the command line), turning failures into diagnostics.
///
/// Only a regular file is read (by the reader the seen-state store uses too): a FIFO would block
/// forever and a device never ends, so either is refused before a byte is read; and never more
/// than ``InputLimits/fileBytes``, however the file grows while it is read.
package enum FileReading {
    /// The bytes of the file at `path`, or a diagnostic saying why it could not be read.
    package static func bytes(atPath path: String, limits: InputLimits = .standard) -> Result<
        [UInt8], Diagnostic
    > {
        RegularFileReader.bytes(atPath: path, limit: limits.fileBytes).mapError { diagnostic($0, path) }
    }

    /// Why the file at `path` cannot be read, when that shows without reading it (it is missing, or
    /// a folder, a FIFO, a device): a name that says nothing of what the file is can wait until
    /// there is a file.
    package static func problemBeforeReading(atPath path: String) -> Diagnostic? {
        RegularFileReader.failureBeforeReading(atPath: path).map { diagnostic($0, path) }
    }

    private static func diagnostic(_ failure: RegularFileReader.Failure, _ path: String) -> Diagnostic {
        let (problem, message): (Diagnostic.FileProblem, String) =
            switch failure {
            case .missing: (.missing, "no such file; check the path")
            case .notARegularFile(.folder): (.notRegularFile, "is a folder, not a file")
            case .notARegularFile(let kind):
                (.notRegularFile, "is \(kind), not a regular file; point at a file")
            case .tooLarge(let limit):
                (
                    .tooLarge,
                    "is larger than \(limit) bytes (InputLimits.fileBytes); split it into smaller files"
                )
            case .unreadable(let operation, let code):
                (
                    .unreadable,
                    "cannot be read (\(operation): \(RegularFileReader.Failure.reason(code))); check its permissions"
                )
            }
        return Diagnostic(
            severity: .error, file: path, position: SourcePosition(line: 1, column: 1), path: "",
            message: message, fileProblem: problem)
    }
}
