import TutorialKitJSON
import TutorialKitModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Finds the fields of one event line in place: a flat JSON object whose values are strings,
/// numbers, `true`, `false` or `null`, its known keys' values kept as ranges of the line's bytes.
/// A report reads a gigabyte of lines through it, so nothing is allocated for a line unless a
/// string holds an escape.
package enum EventLineScanner {
    /// The longest line read, in bytes.
    package static let maximumLineLength = 65_536

    /// The keys a line may have, by their place in ``EventLineFields``.
    package enum Key: Int, CaseIterable {
        case format, time, user, session, tutorial, contentVersion, bundleVersion, variant, kind, step, index
        case timeOnStep, reason, handling, action, outcome, button, event, origin

        /// The key's name.
        var name: String { String(describing: self) }

        /// The key `bytes` name, if any: the names of that length compared by their bytes (a
        /// line has a dozen keys, and a gigabyte of lines is read through this).
        static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> Key? {
            guard let start = bytes.baseAddress, bytes.count < namesByLength.count else { return nil }
            for candidate in namesByLength[bytes.count]
            where candidate.bytes.withUnsafeBufferPointer({
                $0.baseAddress.map { memcmp($0, start, bytes.count) == 0 } ?? false
            }) {
                return candidate.key
            }
            return nil
        }

        /// The keys' names' bytes, by their length.
        private static let namesByLength: [[(bytes: [UInt8], key: Key)]] = {
            var table = [[(bytes: [UInt8], key: Key)]](repeating: [], count: 32)
            for key in allCases { table[key.name.utf8.count].append((Array(key.name.utf8), key)) }
            return table
        }()
    }

    /// FNV-1a, 64 bits: how a report keeps ids without making strings of them. Not generic, and
    /// inlinable: the report, a module up, hashes several fields of every line.
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }

    /// FNV-1a of `bytes`, as the hash of a buffer of them.
    package static func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBufferPointer { hash($0) } }

    /// The fields of `line` (without its newline), or why it is not an event line's JSON.
    package static func scan(_ line: UnsafeBufferPointer<UInt8>) -> Result<EventLineFields, EventLineError> {
        var fields = EventLineFields()
        if let error = scan(line, into: &fields) { return .failure(error) }
        return .success(fields)
    }

    /// Finds the fields of `line` into `fields`, which a reader of many lines keeps from one line
    /// to the next (its storage is reused); `nil` when the line is read, else why not.
    package static func scan(_ line: UnsafeBufferPointer<UInt8>, into fields: inout EventLineFields)
        -> EventLineError?
    {
        fields.clear()
        switch scanFields(line, &fields) {
        case .success: return nil
        case .failure(let error): return error
        }
    }

    private static func scanFields(_ line: UnsafeBufferPointer<UInt8>, _ fields: inout EventLineFields)
        -> Result<Void, EventLineError>
    {
        guard line.count <= maximumLineLength else {
            return .failure(EventLineError("the line is longer than \(maximumLineLength) bytes"))
        }
        var position = 0
        func skipSpace() {
            while position < line.count,
                line[position] == 0x20 || line[position] == 0x09 || line[position] == 0x0D
            {
                position += 1
            }
        }
        /// A string from the opening quote at `position`: its contents' range and whether it has
        /// an escape.
        func string() -> (Range<Int>, Bool)? {
            guard position < line.count, line[position] == UInt8(ascii: "\"") else { return nil }
            position += 1
            let start = position
            var escaped = false
            while position < line.count {
                let byte = line[position]
                if byte == UInt8(ascii: "\"") {
                    position += 1
                    return (start..<position - 1, escaped)
                }
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    position += 2
                    continue
                }
                if byte < 0x20 { return nil }
                position += 1
            }
            return nil
        }
        skipSpace()
        guard position < line.count, line[position] == UInt8(ascii: "{") else {
            return .failure(
                EventLineError(line.isEmpty ? "the line is empty" : "the line is not a JSON object"))
        }
        position += 1
        skipSpace()
        if position < line.count, line[position] == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipSpace()
                guard let (keyRange, keyEscaped) = string() else {
                    return .failure(EventLineError("the line is cut short or not JSON (a key is expected)"))
                }
                skipSpace()
                guard position < line.count, line[position] == UInt8(ascii: ":") else {
                    return .failure(EventLineError("the line is cut short or not JSON (':' is expected)"))
                }
                position += 1
                skipSpace()
                guard position < line.count else {
                    return .failure(EventLineError("the line is cut short (a value is expected)"))
                }
                let value: EventLineFields.Value
                switch line[position] {
                case UInt8(ascii: "\""):
                    guard let (range, escaped) = string() else {
                        return .failure(EventLineError("the line is cut short or has a bad string"))
                    }
                    value = .string(range, escaped: escaped)
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    let start = position
                    while position < line.count,
                        case let byte = line[position],
                        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
                            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    {
                        position += 1
                    }
                    value = .number(start..<position)
                case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                    let start = position
                    while position < line.count, line[position] >= UInt8(ascii: "a"),
                        line[position] <= UInt8(ascii: "z")
                    {
                        position += 1
                    }
                    let word = UnsafeBufferPointer(rebasing: line[start..<position])
                    guard
                        word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8)
                            || word.elementsEqual("null".utf8)
                    else { return .failure(EventLineError("the line has a value that is not JSON")) }
                    value = .null
                default:
                    return .failure(
                        EventLineError(
                            "the line has an object or array as a value; an event line's values are plain"))
                }
                if !keyEscaped, let key = Key.named(UnsafeBufferPointer(rebasing: line[keyRange])) {
                    fields.values[key.rawValue] = value
                }
                skipSpace()
                guard position < line.count else { return .failure(EventLineError("the line is cut short")) }
                if line[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                guard line[position] == UInt8(ascii: "}") else {
                    return .failure(EventLineError("the line is not JSON (',' or '}' is expected)"))
                }
                position += 1
                break
            }
        }
        skipSpace()
        guard position == line.count else {
            return .failure(EventLineError("the line has more after its object"))
        }
        return .success(())
    }
}

/// Where an event line's known keys' values are in its bytes.
package struct EventLineFields {
    package enum Value {
        case string(Range<Int>, escaped: Bool)
        case number(Range<Int>)
        case null
    }

    package var values = [Value?](repeating: nil, count: EventLineScanner.Key.allCases.count)

    /// No values yet.
    package init() {}

    /// Forgets every value, keeping the storage.
    mutating func clear() {
        for index in values.indices { values[index] = nil }
    }

    package subscript(_ key: EventLineScanner.Key) -> Value? { values[key.rawValue] }

    /// The string value of `key`, unescaped.
    package func string(_ key: EventLineScanner.Key, in line: UnsafeBufferPointer<UInt8>) -> String? {
        guard case .string(let range, let escaped) = self[key] else { return nil }
        let raw = UnsafeBufferPointer(rebasing: line[range])
        guard escaped else { return String(decoding: raw, as: UTF8.self) }
        // Rare: the JSON reader unescapes it, quotes and all.
        let quoted = [UInt8(ascii: "\"")] + Array(raw) + [UInt8(ascii: "\"")]
        return (try? JSONReader.read(quoted, limits: .standard))?.string
    }

    /// The integer value of `key`, when it is a whole number that fits.
    package func integer(_ key: EventLineScanner.Key, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard case .number(let range) = self[key], range.count <= 18 else { return nil }
        var value = 0
        var negative = false
        for offset in range {
            let byte = line[offset]
            if byte == UInt8(ascii: "-"), offset == range.lowerBound {
                negative = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return negative ? -value : value
    }

    /// The number value of `key`.
    package func double(_ key: EventLineScanner.Key, in line: UnsafeBufferPointer<UInt8>) -> Double? {
        guard case .number(let range) = self[key], range.count <= 32 else { return nil }
        // Plain decimals (`12`, `2.25`), which event lines write, are read here; anything else
        // (an exponent, many digits) by the standard library.
        var whole = 0
        var fraction = 0
        var scale = 1
        var inFraction = false
        var plain = range.count <= 15
        for offset in range where plain {
            let byte = line[offset]
            if byte == UInt8(ascii: "."), !inFraction {
                inFraction = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                if inFraction {
                    fraction = fraction * 10 + Int(byte - UInt8(ascii: "0"))
                    scale *= 10
                } else {
                    whole = whole * 10 + Int(byte - UInt8(ascii: "0"))
                }
            } else {
                plain = false
            }
        }
        if plain { return Double(whole) + Double(fraction) / Double(scale) }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: line[range]), as: UTF8.self))
    }

    /// Whether the string value of `key` is `text`, compared by bytes.
    package func has(_ key: EventLineScanner.Key, _ text: StaticString, in line: UnsafeBufferPointer<UInt8>)
        -> Bool
    {
        guard case .string(let range, false) = self[key], let base = line.baseAddress else { return false }
        return range.count == text.utf8CodeUnitCount
            && memcmp(base + range.lowerBound, text.utf8Start, range.count) == 0
    }

    /// The time of `key`: `YYYY-MM-DDTHH:MM:SS`, an optional fraction, and `Z`.
    package func time(_ key: EventLineScanner.Key, in line: UnsafeBufferPointer<UInt8>) -> Date? {
        guard case .string(let range, false) = self[key], range.count >= 20, range.count <= 40 else {
            return nil
        }
        let whole = range.lowerBound..<range.lowerBound + 19
        var seconds = Array(line[whole])
        seconds.append(UInt8(ascii: "Z"))
        guard let date = seconds.withUnsafeBufferPointer({ SeenDates.parseUTCSeconds(utf8: $0) }) else {
            return nil
        }
        let rest = line[whole.upperBound..<range.upperBound]
        guard rest.last == UInt8(ascii: "Z") else { return nil }
        if rest.count == 1 { return date }
        guard rest.first == UInt8(ascii: "."), rest.count >= 3 else { return nil }
        var fraction = 0.0
        var scale = 0.1
        for byte in rest.dropFirst().dropLast() {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            fraction += Double(byte - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return date.addingTimeInterval(fraction)
    }

    /// The line's kind, once its format is one this version reads; or why the line is not one to
    /// read: no format, a newer one, no kind, a kind this version does not know. Both readers of
    /// lines (``event(in:)`` and the report) ask here first.
    package func kind(in line: UnsafeBufferPointer<UInt8>) -> Result<TutorialEvent.Kind, EventLineError> {
        guard let format = integer(.format, in: line) else {
            return .failure(EventLineError("the line has no \"format\" (a whole number)"))
        }
        guard format <= TutorialEvent.format, format >= 1 else {
            return .failure(
                EventLineError(
                    "the line is format \(format); this version reads format \(TutorialEvent.format)"))
        }
        // A plain name is found by its bytes' hash and confirmed by them, without a string.
        if case .string(let range, false) = self[.kind], let base = line.baseAddress,
            let (kind, name) = Self.kinds[EventLineScanner.hash(UnsafeBufferPointer(rebasing: line[range]))],
            name.count == range.count,
            name.withUnsafeBufferPointer({
                $0.baseAddress.map { memcmp($0, base + range.lowerBound, range.count) == 0 } ?? false
            })
        {
            return .success(kind)
        }
        guard let written = string(.kind, in: line) else {
            return .failure(EventLineError("the line has no \"kind\""))
        }
        guard let kind = TutorialEvent.Kind(rawValue: written) else {
            return .failure(
                EventLineError("the kind \"\(written.prefix(40))\" is not one this version knows"))
        }
        return .success(kind)
    }

    /// Each kind, with its name's bytes, by their hash.
    private static let kinds: [UInt64: (TutorialEvent.Kind, [UInt8])] = Dictionary(
        uniqueKeysWithValues: TutorialEvent.Kind.allCases.map {
            (EventLineScanner.hash(Array($0.rawValue.utf8)), ($0, Array($0.rawValue.utf8)))
        })

    /// The event the fields describe, or why they do not describe one.
    package func event(in line: UnsafeBufferPointer<UInt8>) -> Result<TutorialEvent, EventLineError> {
        let kind: TutorialEvent.Kind
        switch self.kind(in: line) {
        case .success(let found): kind = found
        case .failure(let error): return .failure(error)
        }
        guard let time = time(.time, in: line) else {
            return .failure(EventLineError("the line has no \"time\" like 2026-11-27T09:30:00.250Z"))
        }
        var event = TutorialEvent(
            time: time, kind: kind, user: string(.user, in: line), session: string(.session, in: line),
            tutorial: string(.tutorial, in: line), contentVersion: integer(.contentVersion, in: line),
            bundleVersion: integer(.bundleVersion, in: line), variant: string(.variant, in: line),
            step: string(.step, in: line), index: integer(.index, in: line))
        event.timeOnStep = double(.timeOnStep, in: line)
        event.reason = string(.reason, in: line)
        event.handling = string(.handling, in: line)
        event.action = string(.action, in: line)
        event.outcome = string(.outcome, in: line)
        event.button = integer(.button, in: line)
        event.event = string(.event, in: line)
        event.origin = string(.origin, in: line)
        return .success(event)
    }
}
