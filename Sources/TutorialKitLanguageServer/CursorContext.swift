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

    /// The path of the object or array around the cursor.
    package var path: [ShapeCompletion.PathStep]
    package var slot: Slot

    /// The context at `cursor` in `text`.
    package static func at(_ cursor: String.Index, in text: String) -> CursorContext {
        // Each open container: whether an object, and for an object the key of the member being
        // written (once its colon is read).
        var stack: [(isObject: Bool, key: String?, afterColon: Bool)] = []
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
                stack.append((true, nil, false))
                expectingKey = true
            case "[":
                stack.append((false, nil, false))
                expectingKey = false
            case "}", "]":
                if !stack.isEmpty { stack.removeLast() }
                expectingKey = false
            case ":":
                if let last = stack.last, last.isObject, expectingKey {
                    stack[stack.count - 1] = (true, lastString, true)
                    expectingKey = false
                }
            case ",":
                if let last = stack.last, last.isObject {
                    stack[stack.count - 1] = (true, nil, false)
                    expectingKey = true
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
        guard let innermost = stack.last else { return CursorContext(path: [], slot: .none) }
        if innermost.isObject && !innermost.afterColon && (expectingKey || inString) {
            let typed =
                inString
                ? String(
                    String.UnicodeScalarView(
                        scalars[scalars.index(after: stringStart)..<min(cursor, scalars.endIndex)]))
                : ""
            return CursorContext(path: path, slot: .key(typed: typed))
        }
        if innermost.isObject, innermost.afterColon, let key = innermost.key {
            return CursorContext(path: path, slot: .value(key: key))
        }
        return CursorContext(path: path, slot: .none)
    }
}
