import Testing
import TutorialKit

/// The README's host example, kept compiling and true.
@Suite struct ReadmeExampleTests {
    @Test func hostExampleRuns() throws {
        let home = Screen(
            id: "home",
            size: Size(width: 60, height: 24),
            elements: [
                ScreenElement(id: "search", frame: Rect(x: 2, y: 2, width: 40, height: 3), label: "Search")
            ],
            lists: [
                ScreenList(
                    id: "orders", frame: Rect(x: 0, y: 6, width: 60, height: 15), rowHeight: 3,
                    sections: [ListSection(rows: 12)],
                    cell: [CellElement(id: "detail", frame: Rect(x: 1, y: 1, width: 30, height: 1))])
            ]
        )
        let tour = TutorialController(name: "home-tour", store: InMemorySeenStateStore(), screen: home) {
            Step("search", target: .element("search"), text: "Find stores that deliver to you")
            Step(
                "detail", target: .listRow(list: "orders", row: 10, element: "detail"),
                title: "Details", text: "Tap an order to see where it is")
        }
        let session = try #require(try tour.start())
        #expect(session.presentation?.layout.arrow?.direction == .up)
        try session.next()
        #expect(session.screen.lists[0].contentOffset == 18)
        #expect(session.presentation?.target == Rect(x: 1, y: 19, width: 30, height: 1))
    }
}
