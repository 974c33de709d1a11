extension String {
    /// The string with each `{name}` whose name `values` holds replaced by its value, in one pass:
    /// what a value brings in is never filled in again, and an unknown `{name}` stays as written.
    /// Braces are found among scalars, not characters, so a combining mark after one (a value's
    /// first scalar, or the template's own) cannot hide it.
    package func fillingPlaceholders(_ values: [String: String]) -> String {
        let scalars = unicodeScalars
        guard !values.isEmpty, scalars.contains("{") else { return self }
        var result = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let afterOpen = scalars.index(after: index)
            if scalar == "{",
                let close = scalars[afterOpen...].firstIndex(where: { $0 == "}" || $0 == "{" }),
                scalars[close] == "}",
                let value = values[String(String.UnicodeScalarView(scalars[afterOpen..<close]))]
            {
                result.append(contentsOf: value.unicodeScalars)
                index = scalars.index(after: close)
            } else {
                result.append(scalar)
                index = afterOpen
            }
        }
        return String(result)
    }
}
