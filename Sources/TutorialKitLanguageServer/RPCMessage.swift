import TutorialKitJSON

/// A JSON-RPC 2.0 message from the client: a request (with an id), a notification (without), or
/// a response to a request of the server's (which this server makes none of, and ignores).
package struct RPCMessage {
    /// A request's id: a number (kept as written) or a string.
    package enum ID: Hashable, Sendable {
        case number(String)
        case string(String)

        var json: JSONValue {
            switch self {
            case .number(let text): .number(JSONNumber(text))
            case .string(let text): .string(text)
            }
        }
    }

    package var id: ID?
    package var method: String
    /// The `params`, when given.
    package var params: JSONNode?

    /// How deep and how long a message may be: a document's text is one string in it.
    static let bounds = JSONTape.Bounds(
        fileBytes: MessageFrames.maximumContentBytes, stringBytes: MessageFrames.maximumContentBytes,
        depth: 64)

    /// The message in `body`, or the error to answer it with (with the id when one could be read).
    package static func parse(_ body: [UInt8]) -> Result<RPCMessage?, RPCFailure> {
        let node: JSONNode
        do {
            node = try JSONReader.read(body, bounds: bounds)
        } catch {
            return .failure(RPCFailure(id: nil, error: .parseError("the message is not JSON: \(error)")))
        }
        guard node.members != nil else {
            return .failure(RPCFailure(id: nil, error: .invalidRequest("a message is a JSON object")))
        }
        var id: ID?
        switch node["id"]?.value.value {
        case nil, .null?: id = nil
        case .number(let number)?: id = .number(number.text)
        case .string(let text)?: id = .string(text)
        default:
            return .failure(RPCFailure(id: nil, error: .invalidRequest("an id is a number or a string")))
        }
        guard node["method"] != nil else {
            // A response to a request of ours: none is sent, so none is awaited.
            if node["result"] != nil || node["error"] != nil { return .success(nil) }
            return .failure(RPCFailure(id: id, error: .invalidRequest("a request needs a method")))
        }
        guard let method = node["method"]?.value.string else {
            return .failure(RPCFailure(id: id, error: .invalidRequest("a method is a string")))
        }
        if let params = node["params"]?.value, params.members == nil, params.elements == nil {
            return .failure(RPCFailure(id: id, error: .invalidRequest("params are an object or an array")))
        }
        return .success(RPCMessage(id: id, method: method, params: node["params"]?.value))
    }
}

/// A request that fails: its id (none for a message that could not be read) and the error.
package struct RPCFailure: Error {
    package var id: RPCMessage.ID?
    package var error: RPCError
}

/// A JSON-RPC error, with the codes of JSON-RPC 2.0 and the Language Server Protocol.
package struct RPCError: Error, Equatable {
    package var code: Int
    package var message: String

    package init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    static func parseError(_ message: String) -> RPCError { RPCError(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> RPCError { RPCError(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> RPCError {
        RPCError(code: -32601, message: "no method \(method)")
    }
    static func invalidParams(_ message: String) -> RPCError { RPCError(code: -32602, message: message) }
    static func serverNotInitialized() -> RPCError {
        RPCError(code: -32002, message: "the server is not initialized; send initialize first")
    }
    static func invalidAfterShutdown() -> RPCError {
        RPCError(code: -32600, message: "the server is shutting down; send exit")
    }

    var json: JSONValue {
        .orderedObject([("code", .number(JSONNumber(String(code)))), ("message", .string(message))])
    }
}

/// The messages the server writes.
package enum RPCOutgoing {
    /// A response to the request `id` with `result`.
    package static func response(_ id: RPCMessage.ID?, result: JSONValue) -> JSONValue {
        .orderedObject([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("result", result)])
    }

    /// An error response to the request `id` (`null` when it could not be read).
    package static func response(_ id: RPCMessage.ID?, error: RPCError) -> JSONValue {
        .orderedObject([("jsonrpc", .string("2.0")), ("id", id?.json ?? .null), ("error", error.json)])
    }

    /// A notification.
    package static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .orderedObject([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    /// `message` framed for the client: its headers and its JSON.
    package static func framed(_ message: JSONValue) -> [UInt8] {
        var body = JSONWriter.writeLine(message)
        body.removeLast()  // the line's end
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}
