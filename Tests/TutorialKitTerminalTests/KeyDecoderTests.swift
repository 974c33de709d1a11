import Testing
import TutorialKit
import TutorialKitTerminal

@Suite struct KeyDecoderTests {
    static let escape: UInt8 = 0x1B
    static let right: [UInt8] = [escape, 0x5B, 0x43]
    static let left: [UInt8] = [escape, 0x5B, 0x44]

    /// Arrows (CSI and SS3), a function key with parameters, Esc then a key, Ctrl-C in a sequence,
    /// Esc twice before an arrow, and plain keys.
    static let mixed: [UInt8] =
        right + [0x73] + [escape, 0x4F, 0x44] + [escape, 0x5B, 0x31, 0x35, 0x7E] + [escape, 0x71]
        + [escape, 0x5B, 0x03] + [escape, escape] + left + [0x0D, 0x32]
    static let mixedKeys: [Key] = [
        .right, .skip, .left, .other, .quit, .quit, .other, .interrupt, .quit, .quit, .left,
        .confirm, .button(1),
    ]

    @Test func inputInOneReadGivesItsKeys() {
        #expect(Key.decode(Self.mixed) == Self.mixedKeys)
    }

    @Test func inputSplitAnywhereGivesTheSameKeys() {
        for split in 0...Self.mixed.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(Self.mixed.prefix(split)) + decoder.decode(Self.mixed.dropFirst(split))
            #expect(keys == Self.mixedKeys, "split at \(split)")
            #expect(!decoder.isWaiting)
        }
        var byteByByte = KeyDecoder()
        #expect(Self.mixed.flatMap { byteByByte.decode([$0]) } == Self.mixedKeys)
    }

    @Test func aBurstLongerThanOneReadLosesNoArrow() {
        let burst = Array([[UInt8]](repeating: Self.right + Self.left, count: 11).joined())
        var decoder = KeyDecoder()
        let first = decoder.decode(burst.prefix(64))
        #expect(first.count == 21)
        #expect(!first.contains(.quit))
        #expect(decoder.isWaiting)
        #expect(decoder.decode(burst.dropFirst(64)) == [.left])
        #expect(!decoder.isWaiting)
    }

    @Test func escapeAloneIsQuitOnlyOnceThePauseEnds() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([Self.escape]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.timedOut() == [.quit])
        #expect(!decoder.isWaiting)
        #expect(decoder.timedOut() == [])
        #expect(decoder.decode([0x73]) == [.skip])
    }

    @Test func anEscapeSequenceContinuesInTheNextRead() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([Self.escape]) == [])
        #expect(decoder.decode([0x5B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.decode([0x43]) == [.right])
        #expect(decoder.decode([Self.escape, 0x4F]) == [])
        #expect(decoder.decode([0x44]) == [.left])
    }

    @Test func aSequenceCutShortByThePauseIsAnUnknownKey() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([Self.escape, 0x5B, 0x31]) == [])
        #expect(decoder.timedOut() == [.other])
        // What follows is read afresh, not as the rest of the sequence.
        #expect(decoder.decode([0x43, 0x71]) == [.other, .quit])
        #expect(decoder.decode([Self.escape, 0x4F]) == [])
        #expect(decoder.timedOut() == [.other])
    }

    @Test func modifiedArrowsAndOtherSequencesAreUnknownKeys() {
        // Ctrl-→, ↑, F5, and SS3 with a control byte (which is then a key of its own).
        let bytes: [UInt8] =
            [Self.escape, 0x5B, 0x31, 0x3B, 0x35, 0x43] + [Self.escape, 0x5B, 0x41]
            + [Self.escape, 0x5B, 0x31, 0x35, 0x7E] + [Self.escape, 0x4F, 0x0D]
        #expect(Key.decode(bytes) == [.other, .other, .other, .other, .confirm])
    }

    @Test func nonASCIIBytesAreUnknownKeysAndEndASequence() {
        #expect(Key.decode([0xC3, 0xA9]) == [.other, .other])
        #expect(Key.decode([Self.escape, 0x5B, 0xC3, 0x71]) == [.other, .other, .quit])
    }

    /// A press of the left button in SGR form, then its release, the wheel (which scrolls a cut
    /// text), the right button, a move, a report out of shape, an older report's press and
    /// release, and a key after them.
    static let mouse: [UInt8] =
        Array("\u{1B}[<0;12;4M\u{1B}[<0;12;4m\u{1B}[<64;3;3M\u{1B}[<2;5;5M\u{1B}[<32;6;6M\u{1B}[<0;;1M".utf8)
        + [escape, 0x5B, 0x4D, 32, 33 + 9, 33 + 2] + [escape, 0x5B, 0x4D, 35, 33 + 9, 33 + 2] + [0x73]
    static let mouseKeys: [Key] = [.click(Point(x: 11, y: 3)), .wheelUp, .click(Point(x: 9, y: 2)), .skip]

    @Test func aLeftClickAndTheWheelAreKeysAndOtherMouseReportsAreNone() {
        #expect(Key.decode(Self.mouse) == Self.mouseKeys)
        for split in 0...Self.mouse.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(Self.mouse.prefix(split)) + decoder.decode(Self.mouse.dropFirst(split))
            #expect(keys == Self.mouseKeys, "split at \(split)")
        }
    }

    @Test func aReportWithoutEndIsBoundedAndEndsAsNoClick() {
        var decoder = KeyDecoder()
        let endless = Array("\u{1B}[<".utf8) + Array(repeating: UInt8(ascii: "9"), count: 100_000)
        #expect(decoder.decode(endless).isEmpty)
        #expect(decoder.decode(Array(";1;1M".utf8)).isEmpty, "numbers past the bytes kept are no click")
        #expect(decoder.decode([0x73]) == [.skip])
        var half = KeyDecoder()
        #expect(half.decode([Self.escape, 0x5B, 0x4D, 32]).isEmpty)
        #expect(half.timedOut().isEmpty, "half a report is no key")
    }
}
