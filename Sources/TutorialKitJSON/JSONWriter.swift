import TutorialKitText

/// Writes ``JSONValue``s as stable, readable JSON: two-space indentation, one value per line, object
/// members in the order given (the encoders sort keys, except where order means something, such as
/// translations), so saved files diff cleanly.
package enum JSONWriter {
    /// The JSON text of `value`, ending with a newline.
    package static func write(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: 0, into: &output)
        output.append("\n")
        return output
    }

    /// The JSON text of `value` on one line, with no spaces, ending with a newline: a line of a JSON
    /// Lines file.
    package static func writeLine(_ value: JSONValue) -> String {
        var output = ""
        writeCompact(value, into: &output)
        output.append("\n")
        return output
    }

    private static func writeCompact(_ value: JSONValue, into output: inout String) {
        switch value {
        case .null, .bool, .number, .string: write(value, indent: 0, into: &output)
        case .array(let elements):
            output.append("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(",") }
                writeCompact(element.value, into: &output)
            }
            output.append("]")
        case .object(let members):
            output.append("{")
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(",") }
                writeString(member.key, into: &output)
                output.append(":")
                writeCompact(member.value.value, into: &output)
            }
            output.append("}")
        }
    }

    /// Appends `value` as it appears `indent` levels deep (its first line is not indented).
    package static func write(_ value: JSONValue, indent: Int, into output: inout String) {
        switch value {
        case .null: output.append("null")
        case .bool(let bool): output.append(bool ? "true" : "false")
        case .number(let number): output.append(number.text)
        case .string(let string): writeString(string, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else { return output.append("[]") }
            output.append("[\n")
            for (index, element) in elements.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                write(element.value, indent: indent + 1, into: &output)
                output.append(index == elements.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members):
            guard !members.isEmpty else { return output.append("{}") }
            output.append("{\n")
            for (index, member) in members.enumerated() {
                output.append(String(repeating: "  ", count: indent + 1))
                writeString(member.key, into: &output)
                output.append(": ")
                write(member.value.value, indent: indent + 1, into: &output)
                output.append(index == members.count - 1 ? "\n" : ",\n")
            }
            output.append(String(repeating: "  ", count: indent) + "}")
        }
    }

    /// Whether `string` has a character ``writeString(_:into:)`` escapes: a control character (C0,
    /// DEL or C1), a quote or a backslash.
    package static func needsEscape(_ string: String) -> Bool {
        string.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
            || TerminalSafeText.needsEscape(string)
    }

    /// Appends `string` quoted, with the escapes JSON needs.
    package static func writeString(_ string: String, into output: inout String) {
        output.append("\"")
        // Most strings need no escape at all: copy them whole.
        if !needsEscape(string) {
            output.append(string)
            output.append("\"")
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            // C1 too, though JSON allows it raw: a terminal acts on U+009B as on ESC [.
            case _ where TerminalSafeText.isControl(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output.append("\"")
    }
}

extension JSONValue {
    /// An object from key–value pairs with its keys sorted, skipping `nil` values (for writing).
    package static func object(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        orderedObject(pairs.sorted { $0.0.utf8Precedes($1.0) })
    }

    /// An object from key–value pairs in the order given, skipping `nil` values (for writing).
    package static func orderedObject(_ pairs: [(String, JSONValue?)]) -> JSONValue {
        .object(
            pairs.compactMap { key, value in
                value.map { JSONMember(key: key, keyOffset: 0, value: JSONNode($0, offset: 0)) }
            })
    }

    /// An array of values (no positions: for writing).
    package static func list(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0, offset: 0) })
    }

    /// An integer.
    package static func integer(_ value: Int) -> JSONValue {
        .number(JSONNumber(String(value)))
    }
}
