/// A file saved as UTF-16 or UTF-32, told from its first bytes, so its reader gives one message at
/// its start — which encoding, and how to save it as UTF-8 — rather than `unexpected '�'`.
///
/// A byte order mark says it: `FF FE 00 00` and `00 00 FE FF` are UTF-32, `FF FE` and `FE FF`
/// UTF-16 (neither `FE` nor `FF` is ever in UTF-8). Without one, a JSON file starts with an ASCII
/// character — `{`, `[` or white space — so the zero bytes around it say it, as RFC 4627 (section 3)
/// tells: `00 00 00 xx` and `xx 00 00 00` are UTF-32, `00 xx 00 yy` and `xx 00 yy 00` UTF-16. UTF-8
/// JSON has no zero byte at all, so no file that could be read is taken for another.
struct UTF16OrUTF32File: Equatable {
    /// 16 or 32.
    var bits: Int
    var bigEndian: Bool
    var byteOrderMark: Bool

    /// What `bytes` are in, when they are UTF-16 or UTF-32 by the rules above; `nil` otherwise.
    init?(_ bytes: [UInt8]) {
        guard let (bits, bigEndian, mark) = Self.encoding(of: Array(bytes.prefix(4))) else { return nil }
        self.bits = bits
        self.bigEndian = bigEndian
        byteOrderMark = mark
    }

    /// The encoding the first four bytes (or fewer) say: bits, big-endian, with a mark.
    private static func encoding(of b: [UInt8]) -> (Int, Bool, Bool)? {
        if b.count == 4 {
            if b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0 { return (32, false, true) }
            if b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF { return (32, true, true) }
        }
        if b.count >= 2 {
            if b[0] == 0xFF && b[1] == 0xFE { return (16, false, true) }
            if b[0] == 0xFE && b[1] == 0xFF { return (16, true, true) }
        }
        guard b.count == 4 else { return nil }
        if b[0] == 0 && b[1] == 0 && b[2] == 0 && starts(b[3]) { return (32, true, false) }
        if starts(b[0]) && b[1] == 0 && b[2] == 0 && b[3] == 0 { return (32, false, false) }
        if b[0] == 0 && starts(b[1]) && b[2] == 0 && isASCII(b[3]) { return (16, true, false) }
        if starts(b[0]) && b[1] == 0 && isASCII(b[2]) && b[3] == 0 { return (16, false, false) }
        return nil
    }

    /// The one message for such a file: what it is, and how to make it UTF-8.
    var message: String {
        "the file is UTF-\(bits) (\(bigEndian ? "big" : "little")-endian, "
            + "\(byteOrderMark ? "with" : "without") a byte order mark); save it as UTF-8 — "
            + "in most editors, \"Save with Encoding\" → UTF-8"
    }

    /// Whether a JSON file may start with the character `byte` is in ASCII: a container, or white
    /// space before it.
    private static func starts(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), 0x20, 0x09, 0x0A, 0x0D: true
        default: false
        }
    }

    private static func isASCII(_ byte: UInt8) -> Bool { byte != 0 && byte < 0x80 }
}
