import TutorialKit

/// The app's screens as TutorialKit sees them, made from the layout and the state each time either
/// changes: elements with the frames the app draws them in, the list with its real rows and scroll.
/// Tutorials point at these ids.
package enum ParkFinderScreens {
    package static let listID = "parks"
    /// The list while the system asks for location access: another screen to the tours, so a step
    /// that points at the prompt waits for it, and the list's other steps wait for it to go.
    package static let askingID = "parks-asking"
    package static let detailsID = "details"
    /// The carousel of a park's photos, on its page.
    package static let photosID = "photos"
    package static let photoCount = 8
    package static let photoWidth = 16
    package static let photoSpacing = 2

    /// The screen showing now.
    package static func current(_ state: ParkFinderState, _ layout: ParkFinderLayout) -> Screen {
        switch state.page {
        case .list: list(state, layout)
        case .details: details(state, layout)
        }
    }

    /// The list of parks, the search field and "locate me"; while the system asks for location
    /// access, its prompt and choices too.
    package static func list(_ state: ParkFinderState, _ layout: ParkFinderLayout) -> Screen {
        var elements = [
            Screen.Element(id: "search", frame: layout.search, label: "Search parks"),
            Screen.Element(id: "locate", frame: layout.locate, label: "◎ Locate me"),
            Screen.Element(id: "help", frame: layout.help),
        ]
        if state.prompt != nil {
            elements.append(Screen.Element(id: "locationPrompt", frame: layout.prompt))
            for (index, choice) in LocationPermission.choices.enumerated() {
                elements.append(
                    Screen.Element(
                        id: choice.rawValue, frame: layout.promptChoice(index), label: choice.choiceTitle))
            }
        }
        return Screen(
            id: state.prompt == nil ? listID : askingID, size: layout.size, elements: elements,
            lists: [
                Screen.List(
                    id: "parks", frame: layout.list, rowHeight: ParkFinderLayout.rowHeight,
                    sections: [Screen.Section(rows: state.matches.count)],
                    contentOffset: state.firstRow * ParkFinderLayout.rowHeight,
                    cell: [
                        Screen.CellElement(id: "name", frame: layout.rowName),
                        Screen.CellElement(id: "distance", frame: layout.rowDistance),
                        Screen.CellElement(id: "hours", frame: layout.rowHours),
                    ],
                    rowLabels: ["name": "Park {row}", "distance": "1.2 km", "hours": "Open 7:00–22:00"])
            ])
    }

    /// The park's photos as the page shows them, scrolled as the state says.
    package static func photos(_ state: ParkFinderState, _ layout: ParkFinderLayout) -> Screen.Grid {
        Screen.Grid(
            id: photosID, frame: layout.photos,
            itemSize: Size(width: photoWidth, height: layout.photos.height),
            columnSpacing: photoSpacing, axis: .horizontal,
            sections: [Screen.Grid.Section(items: photoCount)],
            contentOffset: state.photoOffset,
            cell: [
                Screen.CellElement(id: "caption", frame: Rect(x: 2, y: 1, width: photoWidth - 4, height: 1))
            ],
            itemLabels: ["caption": "Photo {item}"])
    }

    /// A park's page.
    package static func details(_ state: ParkFinderState, _ layout: ParkFinderLayout) -> Screen {
        Screen(
            id: detailsID, size: layout.size,
            elements: [
                Screen.Element(id: "back", frame: layout.back, label: "‹ Back"),
                Screen.Element(id: "name", frame: layout.name, label: "Park"),
                Screen.Element(id: "address", frame: layout.address, label: "Address"),
                Screen.Element(id: "hours", frame: layout.hours, label: "Open 7:00–22:00"),
                Screen.Element(id: "phone", frame: layout.phone, label: "555-0100"),
                Screen.Element(id: "directions", frame: layout.directions, label: "Directions ›"),
            ],
            grids: [photos(state, layout)])
    }
}
