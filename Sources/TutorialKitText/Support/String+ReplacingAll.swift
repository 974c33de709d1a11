extension String {
    /// The string with every occurrence of `target` replaced, without Foundation. Matched on UTF-8
    /// bytes, as a list fills in a label for each visible row of each frame: a mark combining
    /// with a token's last character does not stop it matching.
    package func replacingAll(_ target: String, with replacement: String) -> String {
        let needle = Array(target.utf8)
        guard let first = needle.first, utf8.contains(first) else { return self }
        let bytes = Array(utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == first, bytes[index...].starts(with: needle) {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
