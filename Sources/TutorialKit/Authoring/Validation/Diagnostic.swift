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
    public var position: SourcePosition
    /// The JSON pointer of the value concerned, such as `/steps/3/target/listRow/row`.
    public var path: String
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates a diagnostic.
    public init(severity: Severity, file: String, position: SourcePosition, path: String, message: String) {
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
    public var description: String {
        "\(file):\(position.line):\(position.column): \(severity.rawValue): \(path.isEmpty ? "/" : path): \(message)"
    }
}

/// Gathers the diagnostics of one file, turning byte offsets into lines and columns.
public struct DiagnosticCollector: Sendable {
    /// The file's name as diagnostics print it.
    public let file: String
    /// Maps offsets to positions.
    public let sourceMap: SourceMap
    /// The diagnostics so far, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates a collector for the file with these bytes.
    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.sourceMap = SourceMap(bytes)
    }

    /// Records an error at a byte offset.
    public mutating func error(at offset: Int, _ path: JSONPath, _ message: String) {
        add(.error, at: offset, path, message)
    }

    /// Records a warning at a byte offset.
    public mutating func warning(at offset: Int, _ path: JSONPath, _ message: String) {
        add(.warning, at: offset, path, message)
    }

    private mutating func add(
        _ severity: Diagnostic.Severity, at offset: Int, _ path: JSONPath, _ message: String
    ) {
        diagnostics.append(
            Diagnostic(
                severity: severity, file: file, position: sourceMap.position(of: offset),
                path: path.description,
                message: message))
    }

    /// Whether any error was recorded.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// A JSON pointer (RFC 6901) under construction: `/steps/3/target`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The tokens, unescaped.
    public private(set) var tokens: [String]

    /// The root.
    public static let root = JSONPath(tokens: [])

    /// Creates a path from its tokens.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// The path one key deeper.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(tokens: tokens + [key])
    }

    /// The path one array index deeper.
    public func appending(_ index: Int) -> JSONPath {
        appending(String(index))
    }

    /// `/steps/3/target`, with `~` and `/` escaped as RFC 6901 says.
    public var description: String {
        tokens.map { "/" + $0.replacingAll("~", with: "~0").replacingAll("/", with: "~1") }.joined()
    }
}
