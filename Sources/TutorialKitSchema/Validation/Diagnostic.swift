import TutorialKitJSON
import TutorialKitText

/// One problem found in a file: where it is, the JSON path, and what to do about it.
///
/// Printed as `FILE:LINE:COL: error: /json/path: message`, the form compilers use, so editors and
/// CI logs link straight to the spot.
public struct Diagnostic: Error, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The file cannot be used.
        case error
        /// The file works, but probably not as meant.
        case warning
    }

    /// How serious it is.
    public var severity: Severity
    /// The file, as it was named.
    public var file: String
    /// The line and column.
    package var position: SourcePosition
    /// The line, from 1.
    public var line: Int { position.line }
    /// The column, from 1, counted in Unicode code points.
    public var column: Int { position.column }
    /// The JSON pointer of the value concerned, such as `/steps/3/target/listRow/row`.
    public var path: String
    /// What is wrong and how to fix it.
    public var message: String
    /// Why a file could not be read at all, for the code that reads it to decide what to do: the
    /// message is for people, and its words may change. `nil` for a problem inside a file.
    package var fileProblem: FileProblem?

    /// Why a file could not be read at all.
    package enum FileProblem: Hashable, Sendable {
        /// There is no file at the path.
        case missing
        /// The path leaves the folder the file must be inside (a screen outside its tutorial's).
        case outsideRoot
        /// The path names a folder, a FIFO, a device.
        case notRegularFile
        /// The path is a symbolic link where only a file will do (in a bundle).
        case symbolicLink
        /// The file is larger than the limit.
        case tooLarge
        /// Opening or reading it failed.
        case unreadable
    }

    /// Creates a diagnostic: for a host's own screen loader (see
    /// ``TutorialFile/decode(_:file:limits:loadScreen:)``) to say why a screen did not load.
    public init(severity: Severity, file: String, line: Int, column: Int, path: String, message: String) {
        self.init(
            severity: severity, file: file, position: SourcePosition(line: line, column: column), path: path,
            message: message)
    }

    /// Creates a diagnostic.
    package init(
        severity: Severity, file: String, position: SourcePosition, path: String, message: String,
        fileProblem: FileProblem? = nil
    ) {
        self.fileProblem = fileProblem
        self.severity = severity
        self.file = file
        self.position = position
        self.path = path
        self.message = message
    }

    /// Orders by file, then position, then errors before warnings, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        if lhs.severity != rhs.severity { return lhs.severity == .error }
        return lhs.message < rhs.message
    }

    /// `FILE:LINE:COL: error: /json/path: message`.
    ///
    /// Always one line, safe to print: the file name, path and message quote what a file held, so
    /// their control characters are shown as escapes (``TerminalSafeText``).
    /// A diagnostic of something built in code rather than read from a file (line 0, see
    /// `Tutorial.diagnostics(on:)`) has no place to give: `tutorial "tip": error: /path: message`.
    public var description: String {
        let place = position.line > 0 ? "\(file):\(position.line):\(position.column)" : file
        return TerminalSafeText.escaped(
            "\(place): \(severity.rawValue): \(path.isEmpty ? "/" : path): \(message)")
    }
}

/// Gathers the diagnostics of one file, turning byte offsets into lines and columns.
///
/// At most 1,000 are kept, as compilers stop after so many errors: a file of a million
/// mistakes is told about its first thousand, and one more diagnostic says how many were left out.
package struct DiagnosticCollector: Sendable {
    /// The most diagnostics kept for one file.
    package static let limit = 1000
    /// The file's name as diagnostics print it.
    package let file: String
    /// The file's bytes, for the map of its lines.
    private let bytes: [UInt8]
    /// The map of its lines, made at the first diagnostic: a file without any needs none.
    private var madeMap: SourceMap?
    /// The diagnostics kept so far, in the order found.
    private var kept: [Diagnostic] = []
    /// How many were left out past ``limit``, and whether any of them was an error.
    private var leftOut = 0
    private var leftOutAnError = false

    /// The diagnostics so far, in the order found, ending with one that counts those left out.
    package var diagnostics: [Diagnostic] {
        guard leftOut > 0 else { return kept }
        let more = leftOut == 1 ? "1 more problem" : "\(leftOut) more problems"
        return kept + [
            Diagnostic(
                severity: leftOutAnError ? .error : .warning, file: file,
                position: SourcePosition(line: 1, column: 1), path: "",
                message: "\(more) not shown (at most \(Self.limit) a file); fix these and check again")
        ]
    }

    /// Whether the next diagnostic would be left out: the caller can spare the work of its message.
    var isFull: Bool { kept.count >= Self.limit }

    /// Counts diagnostics left out without being made (see ``isFull``).
    mutating func leaveOut(_ count: Int, includingAnError: Bool) {
        leftOut += count
        leftOutAnError = leftOutAnError || (includingAnError && count > 0)
    }

    /// Creates a collector for the file with these bytes.
    package init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// Maps offsets to positions.
    package var sourceMap: SourceMap { madeMap ?? SourceMap(bytes) }

    /// Records an error at a byte offset. The path and message are made only when the diagnostic is
    /// kept: past the limit, a file of a million mistakes costs a count, not a million messages
    /// (and "did you mean"s).
    package mutating func error(
        at offset: Int, _ path: @autoclosure () -> JSONPath, _ message: @autoclosure () -> String
    ) {
        add(.error, at: offset, path, message)
    }

    /// Records a warning at a byte offset; the path and message are made only when it is kept.
    package mutating func warning(
        at offset: Int, _ path: @autoclosure () -> JSONPath, _ message: @autoclosure () -> String
    ) {
        add(.warning, at: offset, path, message)
    }

    private mutating func add(
        _ severity: Diagnostic.Severity, at offset: Int, _ makePath: () -> JSONPath,
        _ makeMessage: () -> String
    ) {
        guard !isFull else { return leaveOut(1, includingAnError: severity == .error) }
        let path = makePath()
        let message = makeMessage()
        let map = madeMap ?? SourceMap(bytes)
        madeMap = map
        kept.append(
            Diagnostic(
                severity: severity, file: file, position: map.position(of: offset),
                path: path.description,
                message: message))
    }

    /// How many diagnostics were kept.
    package var count: Int { kept.count }

    /// A collector for the same file with nothing recorded yet (its map of lines made anew when
    /// needed).
    package func emptyCopy() -> DiagnosticCollector { DiagnosticCollector(file: file, bytes: bytes) }

    /// Adds what `other` (a collector of the same file) recorded, in order, as if recorded here.
    package mutating func absorb(_ other: DiagnosticCollector) {
        for diagnostic in other.kept {
            guard !isFull else {
                leaveOut(1, includingAnError: diagnostic.severity == .error)
                continue
            }
            kept.append(diagnostic)
        }
        leaveOut(other.leftOut, includingAnError: other.leftOutAnError)
    }

    /// Whether any error was recorded.
    package var hasErrors: Bool { leftOutAnError || kept.contains { $0.severity == .error } }
}
