/// How many terminal cells text occupies, measured per grapheme cluster as the wcwidth algorithm does.
///
/// - East Asian Wide and Fullwidth characters and emoji take 2 cells.
/// - Combining marks, format characters and other zero-width code points take 0.
/// - A ZWJ emoji sequence, a regional-indicator flag and a narrow base followed by VS16 take 2.
/// - A cluster never takes more than 2 cells; any other printable cluster takes 1.
/// - Control characters take 0 cells (authoring rejects them before they reach the layout).
///
/// The tables are generated from a pinned Unicode version by `Scripts/generate-width-tables.py`.
package enum DisplayWidth {
    /// The Unicode version of the width tables.
    package static var unicodeVersion: String { DisplayWidthTables.unicodeVersion }

    /// The widest a single grapheme cluster can be.
    package static let maximumClusterWidth = 2

    /// The number of cells `character` occupies: 0, 1 or 2.
    package static func of(_ character: Character) -> Int {
        var width = ClusterWidth()
        for scalar in character.unicodeScalars { width.add(scalar.value) }
        return width.cells
    }

    /// The number of cells `text` occupies on one line (the sum over its grapheme clusters).
    package static func of<Text: StringProtocol>(_ text: Text) -> Int {
        let measured = text.utf8.withContiguousStorageIfAvailable { bytes in
            // Short labels (buttons, progress) are often plain ASCII, one cell a byte: counted
            // without a scanner. The scanner starts on the last of them, which a mark may join.
            var plain = 0
            while plain < bytes.count, bytes[plain] >= 0x20, bytes[plain] < 0x7F { plain += 1 }
            if plain == bytes.count { return plain }
            let start = max(0, plain - 1)
            var scanner = ClusterScanner(UnsafeBufferPointer(rebasing: bytes[start...]))
            var total = start
            while true {
                total += scanner.nextNarrowRun().cells
                guard let cluster = scanner.next() else { return total }
                total += cluster.width
            }
        }
        if let measured { return measured }
        return text.reduce(0) { $0 + of($1) }
    }

    /// Whether `character` is a C0 or C1 control character or DEL, which a terminal does not print.
    package static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { isControlScalar($0.value) }
    }

    /// Whether `text` holds NUL or a character ``isControl(_:)`` rejects, other than `\n` — found from the
    /// UTF-8 without walking characters, as a text rarely has one.
    package static func containsControl(exceptLineFeedIn text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var previous: UInt8 = 0
            var index = 0
            func isControl(_ byte: UInt8) -> Bool {
                defer { previous = byte }
                // NUL too: wcwidth gives it no width, but no text may hold one.
                if byte == 0 || (byte < 0x80 && byte != UInt8(ascii: "\n") && isControlScalar(UInt32(byte))) {
                    return true
                }
                // U+0080 to U+009F are C2 80 to C2 9F: the second byte is the code point.
                return previous == 0xC2 && isControlScalar(UInt32(byte))
            }
            // Eight bytes at a time past words with no byte below 0x20, no DEL and no C2 (which
            // leads the C1 controls).
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = ByteWord(base, at: index)
                    if previous != 0xC2,
                        word.bytes(below: 0x20) | word.bytes(equalTo: 0x7F) | word.bytes(equalTo: 0xC2) == 0
                    {
                        previous = UInt8(truncatingIfNeeded: word.value >> 56)
                        index += 8
                        continue
                    }
                    for offset in 0..<8 where isControl(bytes[index + offset]) { return true }
                    index += 8
                }
            }
            while index < bytes.count {
                if isControl(bytes[index]) { return true }
                index += 1
            }
            return false
        }
    }

    /// The width of one code point: -1 for a control character, else 0, 1 or 2.
    @inline(__always)
    static func scalarWidth(_ value: UInt32) -> Int {
        CodePointTable.width(CodePointTable.entry(value))
    }

    /// ``scalarWidth(_:)`` found by searching the range tables, as ``CodePointTable`` is made.
    static func searchedWidth(_ value: UInt32) -> Int {
        if value >= 0x20 && value < 0x7F { return 1 }
        if isControlScalar(value) { return -1 }
        if contains(DisplayWidthTables.zeroWidth, value) { return 0 }
        if contains(DisplayWidthTables.wide, value) { return 2 }
        return 1
    }

    private static func isControlScalar(_ value: UInt32) -> Bool {
        (value > 0 && value < 0x20) || (value >= 0x7F && value < 0xA0)
    }

    /// Binary search in a flattened `lo, hi, lo, hi, …` table of inclusive ranges.
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        var low = 0
        var high = table.count / 2 - 1
        while low <= high {
            let middle = (low + high) / 2
            if value < table[2 * middle] {
                high = middle - 1
            } else if value > table[2 * middle + 1] {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
