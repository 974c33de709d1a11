import TutorialKit
import TutorialKitJSON
import TutorialKitTerminal

/// The diagnostics of an open document: `tutorialkit validate`'s, for the text the editor holds,
/// each placed on the value it is about, as the protocol's `Diagnostic`s.
package enum DocumentDiagnostics {
    /// `validate`'s diagnostics of `document` (a tutorial reads the screens it names from
    /// `openFile` when the editor has them open, from their files otherwise), those about the
    /// document itself.
    package static func check(_ document: TextDocument, openFile: (String) -> [UInt8]?) -> [Diagnostic] {
        let bytes = Array(document.text.utf8)
        let path = document.path
        let diagnostics: [Diagnostic]
        switch DocumentKind.of(path) {
        case .tutorial?:
            diagnostics = StepFit.validated(
                TutorialFile.decode(bytes, path: path, screensRoot: nil, openScreen: openFile), path: path)
        case .screen?:
            diagnostics = ScreenFileSuggestion.suggesting(
                ScreenFile.decode(bytes, file: path).diagnostics, for: path)
        case .theme?:
            diagnostics = ThemeFile.decode(bytes, file: path).diagnostics
        case nil:
            diagnostics = []
        }
        return diagnostics.filter { $0.file == path }.sorted()
    }

    /// `diagnostic` as the protocol writes one: from where it points to the end of the value there
    /// (a string to its closing quote, a number or a word to its end, a bracket alone).
    package static func json(
        _ diagnostic: Diagnostic, in document: TextDocument, encoding: TextDocument.Encoding
    ) -> JSONValue {
        let start = document.position(line: diagnostic.line, column: diagnostic.column, encoding: encoding)
        let startIndex = document.index(of: start, encoding: encoding)
        let end = document.position(of: tokenEnd(in: document.text, from: startIndex), encoding: encoding)
        let path = diagnostic.path.isEmpty ? "" : diagnostic.path + ": "
        return .orderedObject([
            ("range", range(start, end)),
            ("severity", .number(JSONNumber(diagnostic.severity == .error ? "1" : "2"))),
            ("source", .string("tutorialkit")),
            ("message", .string(path + diagnostic.message)),
        ])
    }

    /// A range as the protocol writes one.
    package static func range(_ start: TextDocument.Position, _ end: TextDocument.Position) -> JSONValue {
        func position(_ position: TextDocument.Position) -> JSONValue {
            .orderedObject([
                ("line", .number(JSONNumber(String(position.line)))),
                ("character", .number(JSONNumber(String(position.character)))),
            ])
        }
        return .orderedObject([("start", position(start)), ("end", position(end))])
    }

    /// Where the JSON value starting at `start` ends, on its line.
    static func tokenEnd(in text: String, from start: String.Index) -> String.Index {
        let scalars = text.unicodeScalars
        guard start < scalars.endIndex else { return start }
        var index = start
        switch scalars[index] {
        case "\"":
            index = scalars.index(after: index)
            var escaped = false
            while index < scalars.endIndex, scalars[index] != "\n" {
                let scalar = scalars[index]
                index = scalars.index(after: index)
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    break
                }
            }
            return index
        case "{", "[", "}", "]", ",", ":":
            return scalars.index(after: index)
        default:
            while index < scalars.endIndex, !",:{}[]\" \t\r\n".unicodeScalars.contains(scalars[index]) {
                index = scalars.index(after: index)
            }
            return index == start ? scalars.index(after: index) : index
        }
    }
}
