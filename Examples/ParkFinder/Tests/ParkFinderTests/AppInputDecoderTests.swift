import ParkFinderCore
import Testing

@Suite struct AppInputDecoderTests {
    func decode(_ text: String) -> [AppInput] {
        var decoder = AppInputDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func keysArrowsAndTheWheel() {
        #expect(
            decode("\u{1B}[A\u{1B}[B\u{1B}[5~\u{1B}[6~\r\t\u{7F}\u{1B}[Z") == [
                .up, .down, .pageUp, .pageDown, .enter, .tab, .backspace, .backTab,
            ])
        #expect(
            decode(
                "\u{1B}[<64;10;5M\u{1B}[<65;10;5M\u{1B}[<0;10;5M\u{1B}[<0;10;5m\u{1B}[<2;1;1M\u{1B}[<0;1234567;1M"
            )
                == [.wheelUp, .wheelDown, .click(x: 9, y: 4)],
            "a left press clicks; a release, another button or a wild number does not")
        #expect(
            decode("\u{1B}[M\u{20}\u{2A}\u{23}\u{1B}[M\u{23}\u{2A}\u{23}") == [.click(x: 9, y: 2)],
            "the older form")
        #expect(decode("qé\u{03}\u{1A}") == [.character("q"), .character("é"), .quit, .suspend])
    }

    @Test func aSequenceSplitAcrossReadsIsOneInput() {
        var decoder = AppInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.decode(Array("[B".utf8)) == [.down])
        #expect(decoder.decode([0xC3]).isEmpty, "half of é")
        #expect(decoder.decode([0xA9]) == [.character("é")])
    }

    @Test func aLoneEscapeIsEscOnceNothingFollows() {
        var decoder = AppInputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.timedOut() == [.escape])
        #expect(!decoder.isWaiting)
        #expect(decoder.decode([0x1B, UInt8(ascii: "x")]) == [.escape, .character("x")])
    }

    @Test func anEndlessSequenceIsDropped() {
        var decoder = AppInputDecoder()
        _ = decoder.decode([0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100))
        #expect(!decoder.isWaiting)
        #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
    }

    /// The older mouse reports, without SGR, are three raw bytes after ESC [ M: never typed keys.
    @Test func olderMouseReportsAreNotKeys() {
        // The wheel down at column 81 ("q" is 32 + 81), then a click at column 76 ("l"), row 80.
        #expect(decode("\u{1B}[Maqq\u{1B}[M lp") == [.wheelDown, .click(x: 75, y: 79)])
        #expect(decode("\u{1B}[M`!!") == [.wheelUp])
        var decoder = AppInputDecoder()
        #expect(decoder.decode(Array("\u{1B}[Ma".utf8)).isEmpty, "a report cut short waits")
        #expect(decoder.decode(Array("qq".utf8)) == [.wheelDown])
    }

    @Test func aLeadByteWithoutItsContinuationDoesNotSwallowWhatFollows() {
        var decoder = AppInputDecoder()
        #expect(decoder.decode([0xC3, 0x1B, UInt8(ascii: "["), UInt8(ascii: "A")]) == [.up])
    }
}
