import TutorialKitJSON
import TutorialKitLayout

extension JSONTape.Bounds {
    /// The bounds of a tutorial, screen or theme load within `limits`, named in messages by the
    /// limits a host can change.
    package init(_ limits: InputLimits) {
        self.init(
            fileBytes: limits.fileBytes, stringBytes: limits.stringBytes, depth: limits.nestingDepth,
            names: ("InputLimits.fileBytes", "InputLimits.stringBytes", "InputLimits.nestingDepth"))
    }
}

extension JSONTape {
    /// Reads a whole document within `limits`.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem, with its byte offset.
    package static func read(_ bytes: [UInt8], limits: InputLimits) throws(JSONSyntaxError) -> JSONTape {
        try read(bytes, bounds: Bounds(limits))
    }
}

extension JSONReader {
    /// Parses a whole document within `limits`.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first problem or the first limit passed, with its byte
    ///   offset.
    package static func read(_ bytes: [UInt8], limits: InputLimits) throws(JSONSyntaxError) -> JSONNode {
        try read(bytes, bounds: JSONTape.Bounds(limits))
    }
}
