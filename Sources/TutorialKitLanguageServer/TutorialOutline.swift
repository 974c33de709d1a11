import TutorialKit
import TutorialKitJSON

/// What the navigation of a tutorial file needs from its text, read when it parses: each step's
/// id and where the step is, and the screens named.
package struct TutorialOutline {
    package struct StepEntry {
        package var id: String
        /// Where the step's object starts and ends, and where its id's value starts, in bytes.
        package var object: Range<Int>
        package var idOffset: Int
        /// The step's own `screen`, as written.
        package var screen: String?
    }

    /// The keys whose values name a step (or a way out of the tour), besides each outcome of an
    /// `on`.
    package static let stepReferenceKeys: Set<String> = ["next", "otherwise", "onTimeout"]

    package var steps: [StepEntry] = []
    /// The tutorial's `screen`, as written.
    package var screen: String?
    /// The tutorial's `locales`.
    package var locales: [String] = []

    /// The outline of `text`, or `nil` when it does not parse (mid-edit).
    package static func read(_ text: String) -> TutorialOutline? {
        let bytes = Array(text.utf8)
        guard let root = try? JSONReader.read(bytes), root.members != nil else { return nil }
        var outline = TutorialOutline()
        outline.screen = root["screen"]?.value.string
        outline.locales = root["locales"]?.value.elements?.compactMap(\.string) ?? []
        for step in root["steps"]?.value.elements ?? [] where step.members != nil {
            guard let id = step["id"]?.value, let name = id.string else { continue }
            outline.steps.append(
                StepEntry(
                    id: name, object: step.offset..<valueEnd(bytes, from: step.offset), idOffset: id.offset,
                    screen: step["screen"]?.value.string))
        }
        return outline
    }

    /// The screen the step at `index` points into: its own, else the tutorial's.
    package func screen(ofStepAt index: Int?) -> String? {
        index.flatMap { steps.indices.contains($0) ? steps[$0].screen : nil } ?? screen
    }

    /// Where the JSON value starting at `start` of `bytes` ends (past its last byte).
    static func valueEnd(_ bytes: [UInt8], from start: Int) -> Int {
        guard start < bytes.count else { return start }
        var depth = 0
        var inString = false
        var escaped = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return index }
            case UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
                UInt8(ascii: "\t"):
                if depth == 0 { return index - 1 }
            default: break
            }
        }
        return index
    }
}
