import TutorialKit

/// Where the cursor is in a JSON text that may be half written: the path of the object or array
/// around it, and whether a key or a value goes there. Read from the start of the text to the
/// cursor, forgiving what an editor holds mid-edit (a key not closed, a value missing).
package struct CursorContext: Equatable {
    /// What goes at the cursor.
    package enum Slot: Equatable {
        /// A member's key, in the object at ``path``; `typed` is what is typed of it so far.
        case key(typed: String)
        /// The value of the member `key` of the object at ``path``.
        case value(key: String)
        /// Nothing to complete: a value of an array, a number, after a value.
        case none
    }

    /// Whether the cursor is in a value that names a step: a `next`, `otherwise` or `onTimeout`,
    /// or an outcome of an `on`.
    package var isStepReference: Bool {
        guard case .value(let key) = slot else { return false }
        return TutorialOutline.stepReferenceKeys.contains(key) || path.last == .key("on")
    }

    /// The path of the object or array around the cursor.
    package var path: [ShapeCompletion.PathStep]
    package var slot: Slot
    /// The index of the step the cursor is in, when it is in one of the tutorial's `steps`.
    package var stepIndex: Int?
    /// The string the cursor is in, whole (as written, escapes and all), and where it is, its
    /// quotes left out.
    package var string: (text: String, range: Range<String.Index>)?

    package init(
        path: [ShapeCompletion.PathStep], slot: Slot, stepIndex: Int? = nil,
        string: (text: String, range: Range<String.Index>)? = nil
    ) {
        self.path = path
        self.slot = slot
        self.stepIndex = stepIndex
        self.string = string
    }

    package static func == (lhs: CursorContext, rhs: CursorContext) -> Bool {
        lhs.path == rhs.path && lhs.slot == rhs.slot && lhs.stepIndex == rhs.stepIndex
            && lhs.string?.text == rhs.string?.text
    }

    /// The context at `cursor` in `text`.
    package static func at(_ cursor: String.Index, in text: String) -> CursorContext {
        // Each open container: whether an object, and for an object the key of the member being
        // written (once its colon is read).
        var stack: [(isObject: Bool, key: String?, afterColon: Bool, elements: Int)] = []
        var inString = false
        var escaped = false
        var stringStart = text.unicodeScalars.startIndex
        var lastString = ""
        var expectingKey = false
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < cursor, index < scalars.endIndex {
            let scalar = scalars[index]
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                    lastString = String(
                        String.UnicodeScalarView(scalars[scalars.index(after: stringStart)..<index]))
                }
                index = scalars.index(after: index)
                continue
            }
            switch scalar {
            case "\"":
                inString = true
                stringStart = index
            case "{":
                stack.append((true, nil, false, 0))
                expectingKey = true
            case "[":
                stack.append((false, nil, false, 0))
                expectingKey = false
            case "}", "]":
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
            case ":":
                if let last = stack.last, last.isObject, expectingKey {
                    stack[stack.count - 1] = (true, lastString, true, 0)
                    expectingKey = false
                }
            case ",":
                if let last = stack.last {
                    if last.isObject {
                        stack[stack.count - 1] = (true, nil, false, 0)
                        expectingKey = true
                    } else {
                        stack[stack.count - 1].elements += 1
                    }
                }
            default: break
            }
            index = scalars.index(after: index)
        }
        // The path: each container's member key, an element for an array.
        var path: [ShapeCompletion.PathStep] = []
        for (position, container) in stack.enumerated() where position < stack.count - 1 {
            if container.isObject {
                guard let key = container.key else { return CursorContext(path: path, slot: .none) }
                path.append(.key(key))
            } else {
                path.append(.element)
            }
        }
        // The step: the element of the root's `steps` the path goes through.
        var stepIndex: Int?
        if stack.count >= 3, stack[0].isObject, stack[0].key == "steps", !stack[1].isObject {
            stepIndex = stack[1].elements
        }
        // The whole string the cursor is in: on to its closing quote.
        var string: (text: String, range: Range<String.Index>)?
        if inString {
            let start = scalars.index(after: stringStart)
            var end = min(cursor, scalars.endIndex)
            var escapedAfter = escaped
            while end < scalars.endIndex, scalars[end] != "\n" {
                if escapedAfter {
                    escapedAfter = false
                } else if scalars[end] == "\\" {
                    escapedAfter = true
                } else if scalars[end] == "\"" {
                    break
                }
                end = scalars.index(after: end)
            }
            string = (String(String.UnicodeScalarView(scalars[start..<end])), start..<end)
        }
        guard let innermost = stack.last else { return CursorContext(path: [], slot: .none, string: string) }
        if innermost.isObject && !innermost.afterColon && (expectingKey || inString) {
            let typed =
                inString
                ? String(
                    String.UnicodeScalarView(
                        scalars[scalars.index(after: stringStart)..<min(cursor, scalars.endIndex)]))
                : ""
            return CursorContext(path: path, slot: .key(typed: typed), stepIndex: stepIndex, string: string)
        }
        if innermost.isObject, innermost.afterColon, let key = innermost.key {
            return CursorContext(path: path, slot: .value(key: key), stepIndex: stepIndex, string: string)
        }
        return CursorContext(path: path, slot: .none, stepIndex: stepIndex, string: string)
    }
}
