extension String {
    /// The string with each `{name}` whose name `values` holds replaced by its value, in one pass:
    /// what a value brings in is never filled in again, and an unknown `{name}` stays as written.
    package func fillingPlaceholders(_ values: [String: String]) -> String {
        guard !values.isEmpty, contains("{") else { return self }
        var result = ""
        var rest = self[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                rest[close] == "}", let value = values[String(rest[afterOpen..<close])]
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
