import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `tutorialkit lsp` as an editor runs it: a process whose stdin and stdout are pipes, spoken to
/// in raw JSON-RPC with the protocol's framing, its end waited for.
final class LanguageServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let errors = Pipe()
    /// What the server wrote to stdout and has not been read as a message yet.
    private var pending: [UInt8] = []
    private var nextID = 1

    init() throws {
        process.executableURL = ToolRunner.executable
        process.arguments = ["lsp"]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes raw bytes to the server's stdin.
    func send(raw bytes: [UInt8]) {
        try? input.fileHandleForWriting.write(contentsOf: Data(bytes))
    }

    /// Writes `message` (a JSON object's text) with its header.
    func send(json: String) {
        let body = Array(json.utf8)
        send(raw: Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a request and waits for its response.
    @discardableResult
    func request(_ method: String, _ params: String = "{}") throws -> [String: Any] {
        let id = nextID
        nextID += 1
        send(json: #"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
        while true {
            let message = try receive()
            if message["id"] as? Int == id { return message }
        }
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: String = "{}") {
        send(json: #"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    /// Starts a session: `initialize` with `root` as the workspace, then `initialized`.
    @discardableResult
    func initialize(root: URL, encodings: [String] = ["utf-16"]) throws -> [String: Any] {
        let offered = encodings.map { "\"\($0)\"" }.joined(separator: ",")
        let reply = try request(
            "initialize",
            #"{"processId":null,"rootUri":"\#(root.absoluteString)","capabilities":{"general":{"positionEncodings":[\#(offered)]}}}"#
        )
        notify("initialized")
        return reply
    }

    /// The next message the server writes, within `seconds`.
    func receive(within seconds: Double = 10) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let message = try takeMessage() { return message }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw HarnessError("no message within \(seconds) s") }
            var ready = pollfd(
                fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = read(ready.fd, &buffer, buffer.count)
            guard count > 0 else { throw HarnessError("the server closed stdout") }
            pending += buffer[0..<count]
        }
    }

    /// The next `publishDiagnostics` for `uri`.
    func diagnostics(for uri: String) throws -> [[String: Any]] {
        while true {
            let message = try receive()
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any], params["uri"] as? String == uri
            else { continue }
            return params["diagnostics"] as? [[String: Any]] ?? []
        }
    }

    private func takeMessage() throws -> [String: Any]? {
        let separator = Array("\r\n\r\n".utf8)
        guard
            let end = pending.indices.first(where: {
                Array(pending[$0..<min($0 + 4, pending.count)]) == separator
            })
        else { return nil }
        let headers = String(decoding: pending[..<end], as: UTF8.self)
        guard
            let lengthLine = headers.split(separator: "\r\n").first(where: {
                $0.lowercased().hasPrefix("content-length:")
            }),
            let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
        else { throw HarnessError("a message without Content-Length: \(headers)") }
        guard pending.count >= end + 4 + length else { return nil }
        let body = Data(pending[(end + 4)..<(end + 4 + length)])
        pending.removeFirst(end + 4 + length)
        guard let object = try JSONSerialization.jsonObject(with: body) as? [String: Any] else {
            throw HarnessError("a message that is not an object")
        }
        return object
    }

    /// Closes the server's stdin, as a client that goes away does.
    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    /// Waits up to 10 seconds for the server to end; its exit status, or `nil` when it did not
    /// end or a signal ended it.
    func waitForExit() -> Int32? {
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        guard !process.isRunning, process.terminationReason == .exit else { return nil }
        return process.terminationStatus
    }

    /// What the server logged.
    var log: String {
        String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    struct HarnessError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension String {
    /// The text as a JSON string literal.
    var jsonLiteral: String {
        let data = (try? JSONSerialization.data(withJSONObject: [self], options: [])) ?? Data("[\"\"]".utf8)
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }
}
