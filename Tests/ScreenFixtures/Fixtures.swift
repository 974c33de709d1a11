import TutorialKitLayout

/// Screens and tutorials shared by the tests: the screens here, the tutorials on them in
/// `TutorialFixtures`, which needs the authoring layer.
package enum Fixtures {
    /// A 60×24 screen like the TutorialKit talk's demo: a label, a search field, a cart button and a
    /// table of 20 two-row cells under a one-row "Today" header.
    package static let home = Screen(
        id: "home",
        size: Size(width: 60, height: 24),
        safeArea: EdgeInsets(top: 1, bottom: 1),
        elements: [
            Screen.Element(id: "label", frame: Rect(x: 2, y: 2, width: 20, height: 1), label: "Hello"),
            Screen.Element(id: "search", frame: Rect(x: 2, y: 4, width: 40, height: 3), label: "Search"),
            Screen.Element(id: "cart", frame: Rect(x: 50, y: 2, width: 8, height: 3), label: "Cart"),
        ],
        lists: [
            Screen.List(
                id: "table",
                frame: Rect(x: 0, y: 8, width: 60, height: 14),
                rowHeight: 2,
                sections: [
                    Screen.Section(rows: 20, headerHeight: 1, title: "Today"), Screen.Section(rows: 5),
                ],
                cell: [
                    Screen.CellElement(id: "title", frame: Rect(x: 1, y: 0, width: 30, height: 1)),
                    Screen.CellElement(id: "detail", frame: Rect(x: 1, y: 1, width: 30, height: 1)),
                ],
                rowLabels: ["title": "Order #{row}", "detail": "Delivered"]
            )
        ]
    )

    /// A second screen of the same size with one element, "hours": for steps on another screen,
    /// which a session waits for.
    package static let details = Screen(
        id: "details", size: Size(width: 60, height: 24),
        elements: [
            Screen.Element(id: "hours", frame: Rect(x: 2, y: 10, width: 20, height: 1), label: "Open 7–22")
        ])
}
