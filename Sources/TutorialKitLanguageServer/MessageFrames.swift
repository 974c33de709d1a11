/// Splits what a client writes into Language Server Protocol messages: headers
/// (`Content-Length: N`, optionally `Content-Type`), each ended by CR LF, a blank line, then N
/// bytes of JSON. Bytes are taken as they come; a message is given once it is whole.
///
/// A header block longer than ``maximumHeaderBytes``, or without a valid `Content-Length`, cannot
/// be told from the next message, so it ends the stream (``Event/malformed(_:)``). A body longer
/// than ``maximumContentBytes`` is skipped as it arrives, never held, and reported
/// (``Event/tooLarge(declared:)``): the messages after it are read as usual.
package struct MessageFrames {
    /// The longest header block read.
    package static let maximumHeaderBytes = 4_096
    /// The longest body read: a document at the largest file the library reads (8 MiB), its JSON
    /// escapes doubling it at most, and room for the rest of the message.
    package static let maximumContentBytes = 17 * 1024 * 1024

    /// What the stream holds next.
    package enum Event: Equatable {
        /// A message's body.
        case message([UInt8])
        /// A message whose declared length is past ``maximumContentBytes``: its body is skipped.
        case tooLarge(declared: Int)
        /// Headers that cannot be read: what is wrong. Nothing after them can be trusted.
        case malformed(String)
    }

    private var buffer: [UInt8] = []
    /// Where the unread bytes of ``buffer`` start.
    private var start = 0
    /// How many bytes of a skipped body are still to come.
    private var skipping = 0
    /// Whether the stream was found malformed: nothing more is read.
    private var isBroken = false

    package init() {}

    /// Takes bytes the client wrote.
    package mutating func append(_ bytes: some Collection<UInt8>) {
        guard !isBroken else { return }
        var bytes = bytes[...]
        if skipping > 0 {
            let skipped = min(skipping, bytes.count)
            skipping -= skipped
            bytes = bytes.dropFirst(skipped)
        }
        // Read bytes go before the array grows, so a long session keeps one body's room.
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next message, or `nil` until more bytes come.
    package mutating func next() -> Event? {
        guard !isBroken, skipping == 0 else { return nil }
        guard let headerEnd = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderBytes {
                return broken("the headers are longer than \(Self.maximumHeaderBytes) bytes")
            }
            return nil
        }
        let headers = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in headers.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return broken("a header line without a colon: \(shown(line))")
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: " \t")
            if name == "content-length" {
                // Ten digits at most: the number is checked before it is used.
                guard value.count <= 10, let number = Int(value), number >= 0 else {
                    return broken("Content-Length is not a length: \(shown(value))")
                }
                length = number
            }
        }
        guard let length else { return broken("a message without Content-Length") }
        let bodyStart = headerEnd + 4
        if length > Self.maximumContentBytes {
            let available = buffer.count - bodyStart
            let skipped = min(available, length)
            start = bodyStart + skipped
            skipping = length - skipped
            return .tooLarge(declared: length)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<bodyStart + length])
        start = bodyStart + length
        return .message(body)
    }

    /// Where the blank line that ends the headers starts, if it has come.
    private func headerEnd() -> Int? {
        let limit = min(buffer.count, start + Self.maximumHeaderBytes + 4)
        var index = start
        while index + 3 < limit {
            if buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13
                && buffer[index + 3] == 10
            {
                return index
            }
            index += 1
        }
        return nil
    }

    private mutating func broken(_ reason: String) -> Event {
        isBroken = true
        buffer = []
        start = 0
        return .malformed(reason)
    }

    /// A header's text for a message: short, and with no control character.
    private func shown(_ text: some StringProtocol) -> String {
        let cut = text.prefix(40)
        return "\""
            + String(cut.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) })
            + "\""
    }
}

extension StringProtocol {
    /// The text without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text.removeFirst() }
        while let last = text.last, characters.contains(last) { text.removeLast() }
        return String(text)
    }
}
