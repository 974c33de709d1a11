/// A seen-state document's records by tutorial id, used like a dictionary.
///
/// A file holds thousands of records and a tutorial's progress changes one at a time, so records
/// read from a file this library wrote stay as that file's bytes: reading the file only checks
/// them, looking one up decodes that one, and writing the file back copies the unchanged ones as
/// they were. What changes is kept beside them. Iterating, ``keys`` and ``dictionary`` decode
/// every record.
package struct SeenStateEntries: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// One tutorial's record and its unknown keys.
    package typealias Entry = SeenStateDocument.Entry

    /// Records as the file had them, if it was read from one in written form.
    private(set) var stored: StoredSeenRecords?
    /// The positions of stored records removed or replaced since.
    private(set) var removed: Set<Int> = []
    /// Records set since: new ones, and replacements of stored ones under their stored ids.
    private(set) var changes: [String: Entry] = [:]

    /// No records.
    package init() {}

    /// The records of `dictionary`.
    package init(_ dictionary: [String: Entry]) {
        changes = dictionary
    }

    /// The records listed.
    package init(dictionaryLiteral elements: (String, Entry)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// Records kept as a file's bytes.
    init(stored: StoredSeenRecords) {
        self.stored = stored
    }

    /// How many tutorials have a record.
    package var count: Int { (stored?.count ?? 0) - removed.count + changes.count }

    /// Whether no tutorial has a record.
    package var isEmpty: Bool { count == 0 }

    /// The position of the stored record of `id` when it is still there.
    private func storedPosition(of id: String) -> Int? {
        stored?.position(of: id).flatMap { removed.contains($0) ? nil : $0 }
    }

    /// The record of tutorial `id`, or `nil`; setting `nil` removes it.
    package subscript(id: String) -> Entry? {
        get {
            if let change = changes[id] { return change }
            return storedPosition(of: id).flatMap { stored?.entry(at: $0) }
        }
        set {
            // As in a dictionary, replacing a record keeps its id as it was: a stored record's
            // replacement goes under its stored id, the bytes writing the file compares.
            if let stored, let position = storedPosition(of: id) {
                removed.insert(position)
                if let newValue { changes[stored.id(at: position)] = newValue }
            } else {
                changes[id] = newValue
            }
        }
    }

    /// Every tutorial id with a record, in no particular order.
    package var keys: [String] { map(\.key) }

    /// Every record, as a dictionary.
    package var dictionary: [String: Entry] {
        Dictionary(uniqueKeysWithValues: map { ($0.key, $0.value) })
    }

    /// Removes every record.
    package mutating func removeAll() {
        self = SeenStateEntries()
    }

    /// Makes room for `capacity` records set by hand.
    package mutating func reserveCapacity(_ capacity: Int) {
        changes.reserveCapacity(capacity)
    }

    /// Every record with its tutorial id, in no particular order.
    package func makeIterator() -> IndexingIterator<[(key: String, value: Entry)]> {
        var all: [(key: String, value: Entry)] = []
        all.reserveCapacity(count)
        if let stored {
            for position in 0..<stored.count where !removed.contains(position) {
                all.append((stored.id(at: position), stored.entry(at: position)))
            }
        }
        all += changes.map { ($0.key, $0.value) }
        return all.makeIterator()
    }

    /// Whether both hold the same records, however each keeps them.
    package static func == (lhs: SeenStateEntries, rhs: SeenStateEntries) -> Bool {
        lhs.count == rhs.count && lhs.dictionary == rhs.dictionary
    }

    /// Hashes the records, however they are kept.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }
}
