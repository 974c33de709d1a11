import TutorialKitJSON
import TutorialKitModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension TutorialEvent {
    /// The event as one line of JSON, ending with a newline: `format` and `time` first, the rest
    /// in a fixed order, fields without a value left out. Times are UTC to the millisecond.
    public var line: String {
        var fields: [(String, JSONValue?)] = [
            ("format", .integer(Self.format)), ("time", .string(Self.timeText(time))),
            ("user", user.map(JSONValue.string)), ("session", session.map(JSONValue.string)),
            ("tutorial", tutorial.map(JSONValue.string)),
            ("contentVersion", contentVersion.map(JSONValue.integer)),
            ("bundleVersion", bundleVersion.map(JSONValue.integer)),
            ("variant", variant.map(JSONValue.string)),
            ("kind", .string(kind.rawValue)), ("step", step.map(JSONValue.string)),
            ("index", index.map(JSONValue.integer)),
        ]
        fields += [
            (
                "timeOnStep",
                timeOnStep.flatMap { $0.isFinite ? .number(JSONNumber(Self.milliseconds($0))) : nil }
            ),
            ("reason", reason.map(JSONValue.string)), ("handling", handling.map(JSONValue.string)),
            ("action", action.map(JSONValue.string)), ("outcome", outcome.map(JSONValue.string)),
            ("button", button.map(JSONValue.integer)), ("event", event.map(JSONValue.string)),
            ("origin", origin.map(JSONValue.string)),
        ]
        return JSONWriter.writeLine(.orderedObject(fields))
    }

    /// `2026-11-27T09:30:00.250Z`: UTC, to the millisecond (rounded down).
    static func timeText(_ date: Date) -> String {
        var bytes: [UInt8] = []
        guard SeenDates.appendUTCSeconds(date, to: &bytes) else { return SeenDates.format(date) }
        let since = date.timeIntervalSince1970
        let milliseconds = Int(((since - since.rounded(.down)) * 1_000).rounded(.down))
        let digits = Array(String(1_000 + min(max(milliseconds, 0), 999)).utf8.dropFirst())
        bytes.insert(contentsOf: [UInt8(ascii: ".")] + digits, at: bytes.count - 1)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Seconds to the millisecond, as JSON writes them: `1.5`, `12`.
    static func milliseconds(_ seconds: Double) -> String {
        let rounded = (seconds * 1_000).rounded() / 1_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// The event a line describes, or why it does not describe one: not JSON, a newer `format`,
    /// an unknown `kind`, a time that is not one, a field of the wrong type.
    public static func parse(line: some StringProtocol) -> Result<TutorialEvent, EventLineError> {
        var bytes = Array(line.utf8)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        return bytes.withUnsafeBufferPointer { buffer in
            switch EventLineScanner.scan(buffer) {
            case .failure(let error): return .failure(error)
            case .success(let fields): return fields.event(in: buffer)
            }
        }
    }
}

/// Why a line of an event log was not read.
public struct EventLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String

    init(_ description: String) { self.description = description }
}
