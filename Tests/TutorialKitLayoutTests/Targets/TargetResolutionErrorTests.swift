import ScreenFixtures
import Testing
import TutorialKitLayout

@Suite struct TargetResolutionErrorTests {
    func message(resolving target: some Target, on screen: Screen = Fixtures.home) -> String? {
        var screen = screen
        do {
            _ = try TargetResolution.resolve(target, in: &screen)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func missingElementSuggestsTheNearMiss() {
        #expect(
            message(resolving: ElementTarget("serach"))
                == #"no element "serach" on screen "home"; did you mean "search"?; elements, lists and grids: "label", "search", "cart", "table""#
        )
    }

    @Test func missingElementWithoutANearMissListsWhatExists() {
        #expect(
            message(resolving: ElementTarget("checkout"))
                == #"no element "checkout" on screen "home"; elements, lists and grids: "label", "search", "cart", "table""#
        )
    }

    @Test func missingList() {
        #expect(
            message(resolving: ListRowTarget(list: "tabel", row: 0))
                == #"no list "tabel" on screen "home"; did you mean "table"?; lists: "table""#)
    }

    @Test func missingSection() {
        #expect(
            message(resolving: ListRowTarget(list: "table", section: 2, row: 0))
                == #"no section 2 in list "table" on screen "home"; it has 2 sections, numbered from 0"#)
    }

    @Test func missingRow() {
        #expect(
            message(resolving: ListRowTarget(list: "table", section: 1, row: 5))
                == #"no row 5 in section 1 of list "table" on screen "home"; the section has 5 rows, numbered from 0"#
        )
    }

    @Test func missingCellElement() {
        #expect(
            message(resolving: ListRowTarget(list: "table", row: 1, element: "detial"))
                == #"no cell element "detial" in list "table" on screen "home"; did you mean "detail"?; cell elements: "title", "detail""#
        )
    }

    @Test func cellElementOutsideTheListFrame() {
        var screen = Fixtures.home
        screen.lists[0].cell.append(
            Screen.CellElement(id: "badge", frame: Rect(x: 70, y: 0, width: 3, height: 1)))
        #expect(
            message(resolving: ListRowTarget(list: "table", row: 1, element: "badge"), on: screen)
                == #"the badge label of row 1 in table on screen "home" is off screen at {x 70, y 11, width 3, height 1}; move it inside the screen or scroll it into view"#
        )
    }

    @Test func rectWhollyOffScreen() {
        #expect(
            message(resolving: RectTarget(Rect(x: 60, y: 0, width: 5, height: 5)))
                == #"the frame {x 60, y 0, width 5, height 5} on screen "home" is off screen at {x 60, y 0, width 5, height 5}; move it inside the screen or scroll it into view"#
        )
    }

    @Test func emptyRect() {
        #expect(
            message(resolving: RectTarget(Rect(x: 1, y: 1, width: 0, height: 5)))
                == #"the frame {x 1, y 1, width 0, height 5} on screen "home" has an empty frame {x 1, y 1, width 0, height 5}; give it a width and height of at least 1"#
        )
    }

    @Test func partlyOffScreenRectIsAccepted() {
        #expect(message(resolving: RectTarget(Rect(x: 55, y: 0, width: 10, height: 2))) == nil)
    }
}
