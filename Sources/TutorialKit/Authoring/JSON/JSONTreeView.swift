/// A ``JSONNode`` tree read as a ``JSONView``, its path carried down from where the walk started.
struct JSONTreeView: JSONView {
    /// The node.
    let node: JSONNode
    let path: JSONPath

    /// A view of `node`, which is at `path`.
    init(_ node: JSONNode, at path: JSONPath = .root) {
        self.node = node
        self.path = path
    }

    var offset: Int { node.offset }

    var kind: JSONKind {
        switch node.value {
        case .null: .null
        case .bool: .bool
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    var string: String? { node.string }
    func isString(_ text: String) -> Bool { node.string == text }
    func isString(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
        node.string == String(decoding: name, as: UTF8.self)
    }
    var isEmptyString: Bool { node.string?.isEmpty == true }
    var integer: Int? { node.integer }
    var bool: Bool? { node.bool }

    var numberText: String? {
        if case .number(let number) = node.value { return number.text }
        return nil
    }

    var count: Int { node.elements?.count ?? node.members?.count ?? 0 }

    func forEachElement(_ body: (Int, JSONTreeView) -> Void) {
        for (index, element) in (node.elements ?? []).enumerated() {
            body(index, JSONTreeView(element, at: path.appending(index)))
        }
    }

    func forEachMember(_ body: (Key, JSONTreeView) -> Void) {
        for member in node.members ?? [] {
            body(Key(member: member), JSONTreeView(member.value, at: path.appending(member.key)))
        }
    }

    func firstMember(where predicate: (Key, JSONTreeView) -> Bool) -> JSONTreeView? {
        for member in node.members ?? [] {
            let value = JSONTreeView(member.value, at: path.appending(member.key))
            if predicate(Key(member: member), value) { return value }
        }
        return nil
    }

    /// A member's key.
    struct Key: JSONKeyView {
        let member: JSONMember
        var offset: Int { member.keyOffset }
        var string: String { member.key }
        func isEqual(utf8 name: UnsafeBufferPointer<UInt8>) -> Bool {
            member.key == String(decoding: name, as: UTF8.self)
        }
        func isEqual(toKey other: Key) -> Bool { member.key == other.member.key }
    }
}
