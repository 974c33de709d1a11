import Foundation

/// A seen-state document's records by tutorial id, used like a dictionary.
///
/// A file holds thousands of records and a tutorial's progress changes one at a time, so records
/// read from a file this library wrote stay as that file's bytes: reading the file only checks
/// them, looking one up decodes that one, and writing the file back copies the unchanged ones as
/// they were. What changes is kept beside them. Iterating, ``keys`` and ``dictionary`` decode
/// every record.
public struct SeenStateEntries: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// One tutorial's record and its unknown keys.
    public typealias Entry = SeenStateDocument.Entry

    /// Records as the file had them, if it was read from one in written form.
    private(set) var stored: StoredSeenRecords?
    /// Changes made since: an entry set (a new one, or one replacing a stored one), or `nil` for a
    /// stored one removed.
    private(set) var changes: [String: Entry?] = [:]
    /// How many tutorials have a record.
    public private(set) var count = 0

    /// No records.
    public init() {}

    /// The records of `dictionary`.
    public init(_ dictionary: [String: Entry]) {
        changes = dictionary
        count = dictionary.count
    }

    /// The records listed.
    public init(dictionaryLiteral elements: (String, Entry)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Records kept as a file's bytes.
    init(stored: StoredSeenRecords) {
        self.stored = stored
        count = stored.count
    }

    /// Whether no tutorial has a record.
    public var isEmpty: Bool { count == 0 }

    /// The record of tutorial `id`, or `nil`; setting `nil` removes it.
    public subscript(id: String) -> Entry? {
        get {
            if let change = changes[id] { return change }
            return stored?.position(of: id).flatMap { stored?.entry(at: $0) }
        }
        set {
            // A stored record's change goes under its stored id: the same string, and the same
            // bytes, which writing the file compares.
            let storedID = stored.flatMap { stored in stored.position(of: id).map { stored.id(at: $0) } }
            let existed = changes[id].map { $0 != nil } ?? (storedID != nil)
            if let storedID {
                changes.updateValue(newValue, forKey: storedID)
            } else if let newValue {
                changes.updateValue(newValue, forKey: id)
            } else {
                changes.removeValue(forKey: id)
            }
            count += (newValue == nil ? 0 : 1) - (existed ? 1 : 0)
        }
    }

    /// Every tutorial id with a record, in no particular order.
    public var keys: [String] { map(\.key) }

    /// Every record, as a dictionary.
    public var dictionary: [String: Entry] {
        Dictionary(uniqueKeysWithValues: map { ($0.key, $0.value) })
    }

    /// Removes every record.
    public mutating func removeAll() {
        self = SeenStateEntries()
    }

    /// Makes room for `capacity` records set by hand.
    public mutating func reserveCapacity(_ capacity: Int) {
        changes.reserveCapacity(capacity)
    }

    /// Every record with its tutorial id, in no particular order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: Entry)]> {
        var all: [(key: String, value: Entry)] = []
        all.reserveCapacity(count)
        if let stored {
            for position in 0..<stored.count {
                let id = stored.id(at: position)
                if changes.index(forKey: id) == nil { all.append((id, stored.entry(at: position))) }
            }
        }
        for (id, change) in changes {
            if let change { all.append((id, change)) }
        }
        return all.makeIterator()
    }

    /// Whether both hold the same records, however each keeps them.
    public static func == (lhs: SeenStateEntries, rhs: SeenStateEntries) -> Bool {
        lhs.count == rhs.count && lhs.dictionary == rhs.dictionary
    }

    /// Hashes the records, however they are kept.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }
}
