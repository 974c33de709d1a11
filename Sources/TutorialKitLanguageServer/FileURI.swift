/// `file:` URIs, as the protocol names documents, and the paths they stand for.
package enum FileURI {
    /// The absolute path `uri` names, or `nil` for a URI that names no local file (another
    /// scheme, a host, a path that is not absolute, an escape that is not UTF-8, a NUL).
    package static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = Substring(uri.dropFirst("file://".count))
        // `file://localhost/…` is a local file too.
        if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                let low = hexValue(utf8[utf8.startIndex + 1])
            else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        let path = String(decoding: bytes, as: UTF8.self)
        // Bytes that are not UTF-8 come back repaired, and so different.
        guard !bytes.contains(0), Array(path.utf8) == bytes else { return nil }
        return path
    }

    /// The `file:` URI of the absolute `path`, its bytes outside the unreserved ones escaped.
    package static func uri(_ path: String) -> String {
        var uri = "file://"
        for byte in path.utf8 {
            let isPlain =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
                || (byte >= 0x61 && byte <= 0x7A)
                || "-._~/".utf8.contains(byte)
            if isPlain {
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                uri += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
            }
        }
        return uri
    }

    /// `path` with its `.` and `..` parts and repeated slashes resolved, as written (no link is
    /// followed): to compare paths.
    package static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is `folder` or inside it, lexically.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        let path = lexical(path)
        let folder = lexical(folder)
        return folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
