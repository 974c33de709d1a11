/// A tutorial's steps and the ways between them as an SVG arc diagram: the steps top to bottom,
/// each way an arc on the right from its step to the one it leads to (or to the end), and beside
/// the arcs each step's ways in words — `Allow → detect · Choose city → cities` — where labels on
/// the arcs would cross.
struct StepWaysDiagram {
    let ids: [String]
    let ways: StepWays
    let style: StoryboardStyle
    /// Unique within the page, for the diagram's arrowhead.
    let name: String

    private let rowHeight = 30
    private let nodeWidth = 170

    var svg: String {
        let count = ids.count
        let endRow = count
        let height = (count + 1) * rowHeight + 10
        let reach =
            ways.ways.enumerated().flatMap { index, own in
                own.map { abs(($0.target ?? endRow) - index) }
            }.max() ?? 0
        let arcs = nodeWidth + 40 + 26 * max(1, reach) + 16
        // Each step's ways in words, a line beside its node.
        let sentences = ways.ways.enumerated().map { index, own in
            own.map { way in
                way.label + " → " + (way.target.map { ids.indices.contains($0) ? ids[$0] : "?" } ?? "end")
            }.joined(separator: " · ")
                + (ways.notes[index].isEmpty ? "" : " (" + ways.notes[index].joined(separator: "; ") + ")")
        }
        let textWidth = min(900, sentences.map { style.advance(of: $0) }.max() ?? 0)
        let width = arcs + textWidth + 20
        var parts = [
            #"<svg class="ways" xmlns="http://www.w3.org/2000/svg" width="\#(width)" height="\#(height)" "#
                + #"viewBox="0 0 \#(width) \#(height)">"#,
            #"<defs><marker id="\#(name)-head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" "#
                + #"markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z"/></marker></defs>"#,
        ]
        func centre(_ row: Int) -> Int { 5 + row * rowHeight + rowHeight / 2 }
        for (index, id) in ids.enumerated() {
            parts.append(node(style.fitted(id, width: nodeWidth - 16), row: index, class: "node"))
        }
        parts.append(node("end", row: endRow, class: "node end"))
        for (index, own) in ways.ways.enumerated() {
            for (number, way) in own.enumerated() {
                let to = way.target ?? endRow
                let from = centre(index) + (number % 3 - 1) * 5
                let into = centre(to) + (number % 3 - 1) * 5
                let bend = nodeWidth + 30 + 26 * abs(to - index) + 8 * (number % 3)
                let path =
                    to == index
                    ? "M \(nodeWidth + 10) \(from - 6) C \(nodeWidth + 50) \(from - 20), \(nodeWidth + 50) \(from + 20), \(nodeWidth + 10) \(from + 6)"
                    : "M \(nodeWidth + 10) \(from) C \(bend) \(from), \(bend) \(into), \(nodeWidth + 12) \(into)"
                parts.append(#"<path class="way" d="\#(path)" marker-end="url(#\#(name)-head)"/>"#)
            }
        }
        for (index, sentence) in sentences.enumerated() {
            parts.append(
                #"<text class="way-label" x="\#(arcs)" y="\#(centre(index))">"#
                    + XMLText.escaped(style.fitted(sentence, width: textWidth)) + "</text>")
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    private func node(_ title: String, row: Int, class name: String) -> String {
        let y = 5 + row * rowHeight + 3
        return
            #"<rect class="\#(name)" x="10" y="\#(y)" width="\#(nodeWidth)" height="\#(rowHeight - 6)" rx="5"/>"#
            + "\n"
            + #"<text class="node-title" x="18" y="\#(y + (rowHeight - 6) / 2)">\#(XMLText.escaped(title))</text>"#
    }
}
