import TutorialKit

/// Screens and tutorials shared by the tests.
enum Fixtures {
    /// A tutorial file's text read as `file`, every screen it names being ``home``.
    static func loadOnHome(_ json: String, file: String = "test.tutorial.json") -> LoadedFile<
        TutorialFile.Document
    > {
        TutorialFile.decode(Array(json.utf8), file: file) { _ in LoadedFile(model: home, diagnostics: []) }
    }

    /// A 60×24 screen like the TutorialKit talk's demo: a label, a search field, a cart button and a
    /// table of 20 two-row cells under a one-row "Today" header.
    static let home = Screen(
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

    /// The TutorialKit talk's demo: a text label, an arbitrary frame, and row 10's detail label.
    static let demo = Tutorial("tutorial-kit-demo", version: 1, screen: home) {
        Step("label", target: .element("label"), text: "This is a text view")
        Step(
            "frame", target: .rect(x: 10, y: 5, width: 10, height: 5), text: "This is an arbitrary frame",
            placement: .rightStart)
        Step(
            "detail", target: .listRow(list: "table", row: 10, element: "detail"), title: "Details",
            text: "This is a table view cell's detail")
    }
}
