/// Marks a line of text that goes on beyond what a box shows: a cut at its end ("Tap here to s…")
/// or, for a text scrolled past its first lines, at its start ("…arch the map").
package enum Ellipsis {
    /// The mark, one cell wide.
    package static let mark: Character = "…"

    /// `line` cut to end with the mark within `width`, each cluster as wide as `measure` says
    /// (cells by default); whole clusters only.
    package static func cuttingEnd(
        of line: String, toWidth width: Int, measure: (Character) -> Int = DisplayWidth.of
    ) -> String {
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        let markWidth = measure(mark)
        for character in line {
            let next = measure(character)
            if used + next > width - markWidth { break }
            kept.append(character)
            used += next
        }
        // A line that ended in a space reads as one that ended: the mark goes after its last word.
        while kept.last == " " { kept.removeLast() }
        kept.append(mark)
        return kept
    }

    /// `line` cut to start with the mark within `width`, each cluster as wide as `measure` says
    /// (cells by default); whole clusters only.
    package static func cuttingStart(
        of line: String, toWidth width: Int, measure: (Character) -> Int = DisplayWidth.of
    ) -> String {
        guard width > 0 else { return "" }
        var kept = String(mark)
        var used = measure(mark)
        for character in line {
            let next = measure(character)
            if used + next > width { break }
            kept.append(character)
            used += next
        }
        return kept
    }
}
