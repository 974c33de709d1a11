/// Reads JSON (RFC 8259) from bytes into ``JSONNode``s that remember where each value starts.
///
/// Strict: no comments, no trailing commas, no leading zeros, no raw control characters in strings,
/// valid UTF-8 only. Past a bound (``JSONTape/Bounds``) — nesting deeper than ``maximumDepth``, a
/// string or a file too long — is an error rather than a stack overflow or a runaway allocation.
package struct JSONReader {
    /// How deep arrays and objects may nest by default.
    package static let maximumDepth = JSONTape.Bounds.standard.depth

    /// Parses a whole document.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem, with its byte offset.
    package static func read(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try read(bytes, bounds: .standard)
    }

    /// Parses a whole document within `bounds`.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem or the first bound passed, with its byte
    ///   offset.
    package static func read(_ bytes: [UInt8], bounds: JSONTape.Bounds) throws(JSONSyntaxError) -> JSONNode {
        try JSONTape.read(bytes, bounds: bounds).withRoot(tree)
    }

    /// Parses a whole document.
    package static func read(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try read(Array(text.utf8))
    }

    /// The tree of a value on a tape.
    package static func tree(_ view: JSONTape.View) -> JSONNode {
        switch view.kind {
        case .null: return JSONNode(.null, offset: view.offset)
        case .bool: return JSONNode(.bool(view.bool ?? false), offset: view.offset)
        case .number: return JSONNode(.number(JSONNumber(view.numberText ?? "")), offset: view.offset)
        case .string: return JSONNode(.string(view.string ?? ""), offset: view.offset)
        case .array:
            var elements: [JSONNode] = []
            elements.reserveCapacity(view.count)
            view.forEachElement { elements.append(tree($1)) }
            return JSONNode(.array(elements), offset: view.offset)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(view.count)
            view.forEachMember { key, value in
                members.append(JSONMember(key: key.string, keyOffset: key.offset, value: tree(value)))
            }
            return JSONNode(.object(members), offset: view.offset)
        }
    }
}

/// Malformed JSON, at a byte offset.
package struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, in bytes from the start of the file.
    package var offset: Int
    /// What is wrong and how to fix it.
    package var message: String

    /// Creates a syntax error.
    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
