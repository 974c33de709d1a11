/// Reads JSON (RFC 8259) from bytes into ``JSONNode``s that remember where each value starts.
///
/// Strict: no comments, no trailing commas, no leading zeros, no raw control characters in strings,
/// valid UTF-8 only. Nesting deeper than ``maximumDepth`` is an error rather than a stack overflow.
public struct JSONReader {
    /// How deep arrays and objects may nest.
    public static let maximumDepth = 256

    /// Parses a whole document.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem, with its byte offset.
    public static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        let tape = try JSONTape.read(bytes)
        return node(at: 0, of: tape)
    }

    /// Parses a whole document.
    public static func read(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try read(Array(text.utf8))
    }

    /// The tree of the value at `index` of `tape`.
    private static func node(at index: Int, of tape: JSONTape) -> JSONNode {
        let entry = tape.entries[index]
        switch entry.kind {
        case .null: return JSONNode(.null, offset: entry.offset)
        case .bool: return JSONNode(.bool(entry.flag), offset: entry.offset)
        case .number: return JSONNode(.number(JSONNumber(tape.numberText(at: index))), offset: entry.offset)
        case .string: return JSONNode(.string(tape.string(at: index)), offset: entry.offset)
        case .array:
            var elements: [JSONNode] = []
            elements.reserveCapacity(entry.count)
            var child = index + 1
            for _ in 0..<entry.count {
                elements.append(node(at: child, of: tape))
                child = tape.next(after: child)
            }
            return JSONNode(.array(elements), offset: entry.offset)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(entry.count)
            var key = index + 1
            for _ in 0..<entry.count {
                let value = key + 1
                members.append(
                    JSONMember(
                        key: tape.string(at: key), keyOffset: tape.entries[key].offset,
                        value: node(at: value, of: tape)))
                key = tape.next(after: value)
            }
            return JSONNode(.object(members), offset: entry.offset)
        }
    }
}

/// Malformed JSON, at a byte offset.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, in bytes from the start of the file.
    public var offset: Int
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates a syntax error.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
