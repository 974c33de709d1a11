extension Canvas {
    /// What a cell holds, as plain bits, so that a canvas is copied, filled and printed without
    /// counting references: a `Character` in each of a frame's thousands of cells made copying,
    /// comparing and printing them most of a preview's drawing time.
    ///
    /// A grapheme cluster of up to seven UTF-8 bytes (every cluster of one code point, and most
    /// others) is kept in the low seven bytes with their count in the high one. A longer cluster
    /// (a flag, a family emoji) is kept in the canvas's list of long ones, and the glyph holds its
    /// index there with the count 0xFF. The right half of a wide character is all zero.
    struct Glyph: Equatable {
        private let bits: UInt64

        private init(bits: UInt64) { self.bits = bits }

        /// The right half of a wide character.
        static let continuation = Glyph(bits: 0)
        /// A space, a blank cell's glyph.
        static let space = Glyph(ascii: 0x20)

        private static let longMark: UInt64 = 0xFF

        /// The glyph of one ASCII byte.
        init(ascii: UInt8) {
            bits = 1 << 56 | UInt64(ascii)
        }

        /// The glyph of `character` when its UTF-8 fits in seven bytes; `nil` when it does not.
        init?(inline character: Character) {
            var bits: UInt64 = 0
            var count: UInt64 = 0
            for byte in character.utf8 {
                guard count < 7 else { return nil }
                bits |= UInt64(byte) << (8 * count)
                count += 1
            }
            self.bits = count << 56 | bits
        }

        /// The glyph of the long cluster at `index` in its canvas's list.
        init(longAt index: Int) {
            bits = Self.longMark << 56 | UInt64(truncatingIfNeeded: index)
        }

        /// The index of a long cluster in its canvas's list; `nil` for any other glyph.
        var longIndex: Int? {
            bits >> 56 == Self.longMark ? Int(truncatingIfNeeded: bits & 0xFFFF_FFFF) : nil
        }

        /// Appends an inline glyph's UTF-8 to `bytes`; nothing for a long one or a continuation.
        func appendInlineUTF8(to bytes: inout [UInt8]) {
            let count = bits >> 56
            guard count <= 7 else { return }
            for index in 0..<count {
                bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * index)))
            }
        }

        /// An inline glyph's character; `nil` for a long one or a continuation.
        var inlineCharacter: Character? {
            guard bits != 0, longIndex == nil else { return nil }
            var bytes: [UInt8] = []
            appendInlineUTF8(to: &bytes)
            return String(decoding: bytes, as: UTF8.self).first
        }
    }
}
