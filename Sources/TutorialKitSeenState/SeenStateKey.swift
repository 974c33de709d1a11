/// The keys of a seen-state file (the "Seen-state file" article), each named once here: the reader
/// tells them apart by these names, the writer writes them, and a test holds the article to them.
/// The fast path for records as the writer wrote them (``WrittenRecordReader``) matches the
/// writer's bytes, keys and layout together, and falls back on the reader for anything else.
enum SeenStateKey: CaseIterable, Sendable {
    // The document's.
    case formatVersion, tutorials, events
    // A record's.
    case contentVersion, failure, firstShownAt, lastShownAt, lastStep, recentShows, status, timesShown,
        variant
    // An event's.
    case count, recent

    /// The key as the file spells it.
    var name: StaticString {
        switch self {
        case .formatVersion: "formatVersion"
        case .tutorials: "tutorials"
        case .events: "events"
        case .contentVersion: "contentVersion"
        case .failure: "failure"
        case .firstShownAt: "firstShownAt"
        case .lastShownAt: "lastShownAt"
        case .lastStep: "lastStep"
        case .recentShows: "recentShows"
        case .status: "status"
        case .timesShown: "timesShown"
        case .variant: "variant"
        case .count: "count"
        case .recent: "recent"
        }
    }

    /// The key's name as a string, for messages.
    var text: String { name.description }

    /// A document's keys, a record's and an event's, each in the order the writer writes them
    /// (their names' order).
    static let documentKeys: [SeenStateKey] = [.events, .formatVersion, .tutorials]
    static let recordKeys: [SeenStateKey] = [
        .contentVersion, .failure, .firstShownAt, .lastShownAt, .lastStep, .recentShows, .status, .timesShown,
        .variant,
    ]
    static let eventKeys: [SeenStateKey] = [.count, .recent]

    /// The key among `keys` named `name`; `nil` for a key the format does not have there.
    init?(_ name: String, among keys: [SeenStateKey]) {
        guard let key = keys.first(where: { $0.text == name }) else { return nil }
        self = key
    }
}
