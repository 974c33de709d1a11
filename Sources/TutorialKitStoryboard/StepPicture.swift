import TutorialKit

/// One step as an SVG picture: its screen (elements and lists as labelled shapes), the dimmed
/// screen with the spotlight's cut-outs, the arrow, and the box with its title, text, progress and
/// buttons — drawn from the layout's geometry (``StepGeometry``), as an app would draw them.
struct StepPicture {
    let presentation: StepPresentation
    let style: StoryboardStyle
    /// Unique within the page, for the picture's mask.
    let name: String

    var svg: String {
        let screen = presentation.screen
        let geometry = presentation.layout.geometry(in: style.metrics)
        var parts: [String] = []
        parts.append(
            #"<svg class="step" xmlns="http://www.w3.org/2000/svg" width="\#(screen.size.width)" "#
                + #"height="\#(screen.size.height)" viewBox="0 0 \#(screen.size.width) \#(screen.size.height)" "#
                + #"data-step="\#(XMLText.escaped(presentation.step.id))"\#(targetAttribute)>"#)
        parts.append(
            #"<rect class="screen" x="0" y="0" width="\#(screen.size.width)" height="\#(screen.size.height)"/>"#
        )
        parts += screenParts(screen)
        parts += dimmed(geometry, screen: screen)
        parts += box(geometry)
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    /// The target, for the page's own checks: where the arrow must point.
    private var targetAttribute: String {
        guard let target = presentation.target else { return "" }
        return #" data-target="\#(target.minX) \#(target.minY) \#(target.width) \#(target.height)""#
    }

    // MARK: - The screen

    private func screenParts(_ screen: Screen) -> [String] {
        var parts: [String] = []
        for element in screen.elements {
            parts.append(shape(element.frame, class: "element", radius: 6))
            if let text = element.label { parts.append(label(text, in: element.frame)) }
        }
        for (number, list) in screen.lists.enumerated() {
            parts += scrolled(
                "list\(number)", list.frame,
                list.parts(intersecting: list.frame).map { part in
                    ScrolledPart(
                        frame: part.frame, header: part.row == nil ? list.sections[part.section].title : nil,
                        labels: part.row.map { row in
                            cell(list.cell, at: part.frame.origin) {
                                list.label(
                                    ofCellElement: $0, at: Screen.RowIndex(section: part.section, row: row))
                            }
                        })
                }, partClass: "row", radius: 0)
        }
        for (number, grid) in screen.grids.enumerated() {
            parts += scrolled(
                "grid\(number)", grid.frame,
                grid.parts(intersecting: grid.frame).map { part in
                    ScrolledPart(
                        frame: part.frame, header: part.item == nil ? grid.sections[part.section].title : nil,
                        labels: part.item.map { item in
                            cell(grid.cell, at: part.frame.origin) {
                                grid.label(
                                    ofCellElement: $0, at: Screen.ItemIndex(section: part.section, item: item)
                                )
                            }
                        })
                }, partClass: "item", radius: 4)
        }
        return parts
    }

    /// A visible part of a list or grid: a section's header, or a row or item with its labels.
    private struct ScrolledPart {
        var frame: Rect
        var header: String?
        /// The row's or item's labels; `nil` for a header.
        var labels: [String]?
    }

    /// A list or grid, named in the page by its place (an id from a file may hold any character):
    /// its frame, and its visible parts clipped to it.
    private func scrolled(
        _ id: String, _ frame: Rect, _ visible: [ScrolledPart], partClass: String, radius: Int
    )
        -> [String]
    {
        var parts = [
            shape(frame, class: "list", radius: 0),
            #"<g clip-path="url(#\#(name)-clip-\#(XMLText.escaped(id)))">"#,
        ]
        for part in visible {
            if let labels = part.labels {
                parts.append(shape(part.frame, class: partClass, radius: radius))
                parts += labels
            } else if let title = part.header {
                parts.append(header(title, part.frame))
            }
        }
        parts.append("</g>")
        parts.append(clip(frame, id: id))
        return parts
    }

    private func cell(_ elements: [Screen.CellElement], at origin: Point, label: (String) -> String?)
        -> [String]
    {
        elements.compactMap { element in
            guard let text = label(element.id) else { return nil }
            return self.label(text, in: element.frame.offsetBy(dx: origin.x, dy: origin.y), inset: 0)
        }
    }

    private func header(_ title: String, _ frame: Rect) -> String {
        shape(frame, class: "header", radius: 0) + "\n" + label(title, in: frame)
    }

    private func clip(_ frame: Rect, id: String) -> String {
        #"<clipPath id="\#(name)-clip-\#(XMLText.escaped(id))"><rect x="\#(frame.minX)" y="\#(frame.minY)" "#
            + #"width="\#(frame.width)" height="\#(frame.height)"/></clipPath>"#
    }

    private func shape(_ frame: Rect, class name: String, radius: Int) -> String {
        #"<rect class="\#(name)" x="\#(frame.minX)" y="\#(frame.minY)" width="\#(frame.width)" "#
            + #"height="\#(frame.height)" rx="\#(min(radius, frame.height / 2))"/>"#
    }

    /// A label inside `frame`, cut with "…" to its width and centred on its height.
    private func label(_ text: String, in frame: Rect, inset: Int = 6) -> String {
        let fitted = style.fitted(text, width: max(0, frame.width - 2 * inset))
        let y = frame.minY + frame.height / 2
        return #"<text class="label" x="\#(frame.minX + inset)" y="\#(y)">\#(XMLText.escaped(fitted))</text>"#
    }

    // MARK: - The spotlight

    private func dimmed(_ geometry: StepGeometry, screen: Screen) -> [String] {
        var mask = [
            #"<mask id="\#(name)-shade"><rect x="0" y="0" width="\#(screen.size.width)" "#
                + #"height="\#(screen.size.height)" fill="white"/>"#
        ]
        for cutout in geometry.cutouts {
            mask.append(rounded(cutout, class: nil, extra: #" fill="black""#))
        }
        mask.append("</mask>")
        var parts = mask
        parts.append(
            #"<rect class="shade" x="0" y="0" width="\#(screen.size.width)" height="\#(screen.size.height)" "#
                + #"mask="url(#\#(name)-shade)"/>"#)
        for cutout in geometry.cutouts { parts.append(rounded(cutout, class: "spotlight")) }
        return parts
    }

    private func rounded(_ shape: StepGeometry.RoundedRect, class name: String?, extra: String = "") -> String
    {
        let rect = shape.rect
        let attribute = name.map { #" class="\#($0)""# } ?? ""
        return #"<rect\#(attribute) x="\#(rect.minX)" y="\#(rect.minY)" width="\#(rect.width)" "#
            + #"height="\#(rect.height)" rx="\#(shape.cornerRadius)"\#(extra)/>"#
    }

    // MARK: - The box

    private func box(_ geometry: StepGeometry) -> [String] {
        var parts: [String] = []
        if let arrow = geometry.arrow {
            let points = [arrow.base.0, arrow.tip, arrow.base.1].map { "\($0.x),\($0.y)" }.joined(
                separator: " ")
            parts.append(
                #"<polygon class="arrow" points="\#(points)" data-tip="\#(arrow.tip.x) \#(arrow.tip.y)"/>"#)
        }
        parts.append(rounded(geometry.box, class: "box"))
        // The arrow's base, drawn over the box's border so the two read as one shape.
        if let arrow = geometry.arrow {
            parts.append(
                #"<line class="arrow-base" x1="\#(arrow.base.0.x)" y1="\#(arrow.base.0.y)" "#
                    + #"x2="\#(arrow.base.1.x)" y2="\#(arrow.base.1.y)"/>"#)
        }
        let direction = geometry.isRightToLeft ? "rtl" : "ltr"
        for line in geometry.titleLines { parts.append(text(line, class: "title", direction: direction)) }
        for line in geometry.textLines { parts.append(text(line, class: "text", direction: direction)) }
        if let progress = geometry.progress {
            parts.append(text(progress, class: "progress", direction: direction))
        }
        let roles = presentation.buttons.indices.map { Step.Button.role(in: presentation.buttons, at: $0) }
        for button in geometry.buttons {
            let role = roles.indices.contains(button.index) ? roles[button.index] : .secondary
            let kind = role == .primary ? "button primary" : "button"
            parts.append(
                #"<rect class="\#(kind)" x="\#(button.frame.minX)" y="\#(button.frame.minY)" "#
                    + #"width="\#(button.frame.width)" height="\#(button.frame.height)" rx="6"/>"#)
            parts.append(
                text(
                    button.title, class: role == .primary ? "button-title primary" : "button-title",
                    direction: direction))
        }
        return parts
    }

    /// A line of the box at its frame, its frame given for the page's checks.
    private func text(_ line: StepGeometry.Line, class name: String, direction: String) -> String {
        let frame = line.frame
        // A right-to-left line starts at its right end.
        let x = direction == "rtl" ? frame.maxX : frame.minX
        return #"<text class="line \#(name)" x="\#(x)" y="\#(frame.minY + frame.height / 2)" "#
            + #"direction="\#(direction)" data-frame="\#(frame.minX) \#(frame.minY) \#(frame.width) \#(frame.height)">"#
            + XMLText.escaped(line.text) + "</text>"
    }
}
