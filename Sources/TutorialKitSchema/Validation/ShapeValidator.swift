import TutorialKitJSON
import TutorialKitLayout
import TutorialKitText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks a JSON tree against a ``Shape``: types, required and unknown keys, duplicate keys, bounds
/// and allowed values — every problem, not just the first.
package struct ShapeValidator {
    /// Reads a file's JSON and checks it against `shape`.
    ///
    /// - Returns: The tree (even when its shape has errors, so later checks can report more), or
    ///   `nil` when the JSON itself is malformed — then the syntax error is the one diagnostic.
    package static func read(
        _ bytes: [UInt8], as shape: Shape, limits: InputLimits = .standard,
        into diagnostics: inout DiagnosticCollector
    ) -> JSONNode? {
        // Checked on the tape, as the loaders do; the tree is made from it only for the caller.
        readTape(bytes, as: ShapeTable(shape), limits: limits, into: &diagnostics)?.withRoot(JSONReader.tree)
    }

    /// Validates `node` at `path`, adding a diagnostic per problem.
    package static func validate(
        _ node: JSONNode, against shape: Shape, at path: JSONPath, limits: InputLimits = .standard,
        into diagnostics: inout DiagnosticCollector
    ) {
        validate(JSONTreeView(node, at: path), against: ShapeTable(shape), limits: limits, &diagnostics)
    }

    /// Reads a file's JSON onto a tape and checks it against `shape`.
    ///
    /// - Returns: The tape (even when its shape has errors, so later checks can report more), or
    ///   `nil` when the JSON itself is malformed — then the syntax error is the one diagnostic.
    package static func readTape(
        _ bytes: [UInt8], as shape: ShapeTable, limits: InputLimits,
        into diagnostics: inout DiagnosticCollector
    ) -> JSONTape? {
        let tape = readTape(bytes, limits: limits, into: &diagnostics)
        tape?.withRoot { validate($0, against: shape, limits: limits, &diagnostics) }
        return tape
    }

    /// Reads a file's JSON onto a tape, for a loader that checks its shape as it reads it.
    ///
    /// - Returns: The tape, or `nil` when the JSON itself is malformed — then the syntax error is
    ///   the one diagnostic.
    package static func readTape(
        _ bytes: [UInt8], limits: InputLimits, into diagnostics: inout DiagnosticCollector
    ) -> JSONTape? {
        do {
            return try JSONTape.read(bytes, limits: limits)
        } catch {
            diagnostics.error(at: error.offset, .root, error.message)
            return nil
        }
    }

    /// Validates `node` against `table`'s root, adding a diagnostic per problem; a path is made only
    /// for a diagnostic.
    static func validate<Node: JSONView>(
        _ node: Node, against table: ShapeTable, limits: InputLimits, _ diagnostics: inout DiagnosticCollector
    ) {
        let walk = ShapeWalk(table: table, limits: limits, room: diagnostics)
        walk.validate(node)
        walk.report(into: &diagnostics)
    }

    /// Most characters of a number a message repeats: a run of a million digits is an error, not
    /// a million-character message.
    static let shownNumberLength = 32

    /// A number as a message shows it, cut short past ``shownNumberLength`` characters.
    static func shown(_ text: String) -> String {
        text.count > shownNumberLength ? text.prefix(shownNumberLength) + "…" : text
    }
}
