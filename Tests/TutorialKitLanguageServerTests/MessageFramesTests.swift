import Testing

@testable import TutorialKitLanguageServer

/// The protocol's framing, read from bytes as they come.
@Suite struct MessageFramesTests {
    static func framed(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    @Test func messagesComeWholeHoweverTheBytesAreCut() {
        let bytes = Self.framed("{\"a\":1}") + Self.framed("{\"b\":\"é\"}")
        for cut in 0...bytes.count {
            var frames = MessageFrames()
            var bodies: [String] = []
            for part in [bytes[..<cut], bytes[cut...]] {
                frames.append(part)
                while case .message(let body)? = frames.next() {
                    bodies.append(String(decoding: body, as: UTF8.self))
                }
            }
            #expect(bodies == ["{\"a\":1}", "{\"b\":\"é\"}"], "cut at \(cut)")
        }
    }

    @Test func headersAreReadAsTheProtocolWritesThem() {
        var frames = MessageFrames()
        frames.append(
            Array(
                "content-length:  2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}".utf8
            ))
        #expect(frames.next() == .message(Array("{}".utf8)))
        #expect(frames.next() == nil)
    }

    @Test func aBodyPastTheLimitIsSkippedNotHeld() {
        var frames = MessageFrames()
        let declared = MessageFrames.maximumContentBytes + 10
        frames.append(Array("Content-Length: \(declared)\r\n\r\n".utf8))
        #expect(frames.next() == .tooLarge(declared: declared))
        // Its body arrives and is skipped; the message after it is read.
        frames.append([UInt8](repeating: 0x20, count: declared))
        frames.append(Self.framed("{}"))
        #expect(frames.next() == .message(Array("{}".utf8)))
    }

    @Test(arguments: [
        "Content-Type: x\r\n\r\n{}", "Content-Length: -1\r\n\r\n", "Content-Length: 99999999999999\r\n\r\n",
        "garbage\r\n\r\n", "Content-Length: ten\r\n\r\n",
    ])
    func headersThatCannotBeReadEndTheStream(text: String) {
        var frames = MessageFrames()
        frames.append(Array(text.utf8))
        guard case .malformed? = frames.next() else {
            Issue.record("\(text.debugDescription) was read")
            return
        }
        frames.append(Self.framed("{}"))
        #expect(frames.next() == nil, "nothing after it is trusted")
    }

    @Test func endlessHeadersEndTheStream() {
        var frames = MessageFrames()
        frames.append([UInt8](repeating: UInt8(ascii: "a"), count: MessageFrames.maximumHeaderBytes + 10))
        guard case .malformed? = frames.next() else {
            Issue.record("endless headers were waited for")
            return
        }
    }
}
