import TutorialKit
import TutorialKitTerminal

/// Draws the app on a canvas the terminal's size, in the frames the layout gives.
package enum ParkFinderView {
    package static func draw(_ state: ParkFinderState, _ layout: ParkFinderLayout, problem: String? = nil)
        -> Canvas
    {
        var canvas = Canvas(size: layout.size)
        switch state.page {
        case .list: drawList(state, layout, on: &canvas)
        case .details(let index):
            drawDetails(state.parks[index], layout, on: &canvas)
            drawPhotos(ParkFinderScreens.photos(state, layout), on: &canvas)
            if state.showsDirections { drawDirections(state.parks[index], layout, on: &canvas) }
        }
        if let choice = state.prompt { drawPrompt(choice, layout, on: &canvas) }
        if let problem {
            canvas.fill(layout.help)
            canvas.write(
                " tours: \(problem)", at: layout.help.origin, style: .bold, maximumWidth: layout.help.width)
        }
        return canvas
    }

    private static func drawList(
        _ state: ParkFinderState, _ layout: ParkFinderLayout, on canvas: inout Canvas
    ) {
        let count =
            state.matches.count == state.parks.count
            ? "\(state.parks.count) parks nearby" : "\(state.matches.count) of \(state.parks.count) parks"
        canvas.write(
            " Park Finder · \(count)", at: layout.title.origin, style: .bold, maximumWidth: layout.title.width
        )
        let searching = state.focus == .search
        canvas.drawBorder(layout.search, with: GlyphSet.unicode.element, style: searching ? .bold : .plain)
        let query =
            state.query.isEmpty && !searching
            ? "Search parks (press /)" : state.query + (searching ? "▏" : "")
        canvas.write(
            query, at: layout.search.origin.offsetBy(dx: 2, dy: 1),
            style: state.query.isEmpty && !searching ? CellStyle(isDim: true) : .plain,
            maximumWidth: layout.search.width - 4)
        canvas.drawBorder(
            layout.locate, with: GlyphSet.unicode.element, style: state.focus == .locate ? .inverse : .plain)
        canvas.write(
            state.isLocated ? "◉ Located" : "◎ Locate me", at: layout.locate.origin.offsetBy(dx: 2, dy: 1),
            style: state.focus == .locate ? .inverse : .plain, maximumWidth: layout.locate.width - 4)

        let list = layout.list
        for visible in 0..<layout.listRows {
            let row = state.firstRow + visible
            guard state.matches.indices.contains(row) else { break }
            let park = state.parks[state.matches[row]]
            let top = list.origin.offsetBy(dy: visible * ParkFinderLayout.rowHeight)
            let style: CellStyle = row == state.selected ? .inverse : .plain
            if row == state.selected {
                canvas.fill(Rect(x: list.x, y: top.y, width: list.width, height: 1), style: style)
            }
            canvas.write(
                park.name, at: top.offsetBy(dx: layout.rowName.x), style: style,
                maximumWidth: layout.rowName.width)
            canvas.write(
                park.distanceText, at: top.offsetBy(dx: layout.rowDistance.x), style: style,
                maximumWidth: layout.rowDistance.width)
            canvas.write(
                "\(park.hours) · \(park.address)", at: top.offsetBy(dx: layout.rowHours.x, dy: 1),
                style: CellStyle(isDim: true), maximumWidth: layout.rowHours.width)
        }
        if state.matches.isEmpty {
            canvas.write(
                "No park matches “\(state.query)”", at: list.origin.offsetBy(dx: 2, dy: 1),
                maximumWidth: list.width - 4)
        }
        let help =
            state.focus == .search
            ? " type to search · Enter open · Esc clear"
            : " ↑↓ move · Enter open · / search · l locate me · q quit"
        canvas.write(
            help, at: layout.help.origin, style: CellStyle(isDim: true), maximumWidth: layout.help.width)
    }

    private static func drawDetails(_ park: Park, _ layout: ParkFinderLayout, on canvas: inout Canvas) {
        canvas.drawBorder(layout.back, with: GlyphSet.unicode.element)
        canvas.write("‹ Back", at: layout.back.origin.offsetBy(dx: 2, dy: 1))
        canvas.write(park.name, at: layout.name.origin, style: .bold, maximumWidth: layout.name.width)
        canvas.write(
            "Address  \(park.address)", at: layout.address.origin, maximumWidth: layout.address.width)
        canvas.write("Hours    \(park.hours)", at: layout.hours.origin, maximumWidth: layout.hours.width)
        canvas.write("Phone    \(park.phone)", at: layout.phone.origin, maximumWidth: layout.phone.width)
        canvas.drawBorder(layout.directions, with: GlyphSet.unicode.element, style: .inverse)
        canvas.write("Directions ›", at: layout.directions.origin.offsetBy(dx: 2, dy: 1), style: .inverse)
        canvas.write(
            " Enter directions · ←→ photos · Esc back · q quit", at: layout.help.origin,
            style: CellStyle(isDim: true),
            maximumWidth: layout.help.width)
    }

    /// The park's photos, where the carousel the tours see has them: each a box with its caption,
    /// clipped to the carousel.
    private static func drawPhotos(_ grid: Screen.Grid, on canvas: inout Canvas) {
        var photos = Canvas(size: canvas.size)
        for item in 0..<ParkFinderScreens.photoCount {
            let index = Screen.ItemIndex(item: item)
            guard let frame = grid.frame(of: index), frame.intersects(grid.frame) else { continue }
            photos.drawBorder(frame, with: GlyphSet.unicode.element)
            for element in grid.cell {
                let place = element.frame.offsetBy(dx: frame.x, dy: frame.y)
                photos.write(
                    grid.label(ofCellElement: element.id, at: index) ?? "", at: place.origin,
                    style: CellStyle(isDim: true), maximumWidth: place.width)
            }
        }
        canvas.paste(photos, in: grid.frame)
    }

    /// The way to the park, beside the button: a walk at 5 km/h.
    private static func drawDirections(_ park: Park, _ layout: ParkFinderLayout, on canvas: inout Canvas) {
        let minutes = max(1, park.distance * 60 / 5_000)
        canvas.write(
            "Walk \(park.distanceText) along \(park.address.split(separator: " ").dropFirst().joined(separator: " ")), about \(minutes) min",
            at: layout.directions.origin.offsetBy(dx: layout.directions.width + 2, dy: 1),
            maximumWidth: layout.size.width - layout.directions.maxX - 3)
    }

    /// The system's location prompt, over the page.
    private static func drawPrompt(_ choice: Int, _ layout: ParkFinderLayout, on canvas: inout Canvas) {
        let prompt = layout.prompt
        canvas.fill(prompt)
        canvas.drawBorder(prompt, with: GlyphSet.unicode.element, style: .bold)
        canvas.write(
            "Allow “Park Finder” to use your location?", at: prompt.origin.offsetBy(dx: 2, dy: 1),
            style: .bold,
            maximumWidth: prompt.width - 4)
        canvas.write(
            "It shows the parks nearest you.", at: prompt.origin.offsetBy(dx: 2, dy: 2),
            maximumWidth: prompt.width - 4)
        for (index, permission) in LocationPermission.choices.enumerated() {
            let frame = layout.promptChoice(index)
            let style: CellStyle = index == choice ? .inverse : .plain
            canvas.fill(frame, style: style)
            canvas.write(
                permission.choiceTitle, at: frame.origin.offsetBy(dx: 1), style: style,
                maximumWidth: frame.width - 2)
        }
    }
}
