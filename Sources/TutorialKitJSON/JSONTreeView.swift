/// A ``JSONNode`` tree read as a ``JSONView``, its path carried down from where the walk started.
package struct JSONTreeView: JSONView {
    /// The node.
    let node: JSONNode
    package let path: JSONPath

    /// A view of `node`, which is at `path`.
    package init(_ node: JSONNode, at path: JSONPath = .root) {
        self.node = node
        self.path = path
    }

    package var offset: Int { node.offset }

    package var kind: JSONKind {
        switch node.value {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    package var string: String? { node.string }
    package func isString(_ text: String) -> Bool { node.string == text }
    package func isString(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
        node.string == String(decoding: name, as: UTF8.self)
    }
    package var isEmptyString: Bool { node.string?.isEmpty == true }
    package var integer: Int? { node.integer }
    package var bool: Bool? { node.bool }

    package var numberText: String? {
        if case .number(let number) = node.value { return number.text }
        return nil
    }

    package var count: Int { node.elements?.count ?? node.members?.count ?? 0 }

    package func forEachElement(_ body: (Int, JSONTreeView) -> Void) {
        for (index, element) in (node.elements ?? []).enumerated() {
            body(index, JSONTreeView(element, at: path.appending(index)))
        }
    }

    package func forEachMember(_ body: (Key, JSONTreeView) -> Void) {
        for member in node.members ?? [] {
            body(Key(member: member), JSONTreeView(member.value, at: path.appending(member.key)))
        }
    }

    package func firstMember(where predicate: (Key, JSONTreeView) -> Bool) -> JSONTreeView? {
        for member in node.members ?? [] {
            let value = JSONTreeView(member.value, at: path.appending(member.key))
            if predicate(Key(member: member), value) { return value }
        }
        return nil
    }

    /// A member's key.
    package struct Key: JSONKeyView {
        let member: JSONMember
        package var offset: Int { member.keyOffset }
        package var string: String { member.key }
        package func isEqual(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
            member.key == String(decoding: name, as: UTF8.self)
        }
        package func isEqual(toKey other: Key) -> Bool { member.key == other.member.key }
        /// A tree's key is a `String`, with no bytes that outlive this call to lend.
        package var plainASCII: UnsafeBufferPointer<UInt8>? { nil }
        package var packedName: PackedName? { PackedName(member.key) }
    }
}
