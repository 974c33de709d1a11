import ParkFinderCore
import Testing
import TutorialKit

@Suite struct ParkFinderStateTests {
    let rows = 8

    @Test func theDataSetIsTheSameEveryRunAndNearestFirst() {
        #expect(ParkData.parks.count == ParkData.count)
        #expect(ParkData.parks == ParkData.parks.sorted { $0.distance < $1.distance })
        #expect(Set(ParkData.parks.map(\.id)).count == ParkData.count)
        #expect(ParkData.parks[0].name == "Oak Park")
    }

    @Test func arrowsMoveTheSelectionAndTheListFollowsIt() {
        var state = ParkFinderState()
        for _ in 0..<10 { _ = state.handle(.down, listRows: rows) }
        #expect(state.selected == 10)
        #expect(state.firstRow == 3, "the selection stays in view")
        _ = state.handle(.pageUp, listRows: rows)
        #expect(state.selected == 2)
        #expect(state.firstRow == 2)
        for _ in 0..<5 { _ = state.handle(.up, listRows: rows) }
        #expect(state.selected == 0)
    }

    @Test func theWheelScrollsWithinTheList() {
        var state = ParkFinderState()
        _ = state.handle(.wheelDown, listRows: rows)
        #expect(state.firstRow == 3)
        for _ in 0..<200 { _ = state.handle(.wheelDown, listRows: rows) }
        #expect(state.firstRow == ParkData.count - rows)
        #expect(state.selected == state.firstRow, "the selection came along, into view")
        _ = state.handle(.wheelUp, listRows: rows)
        #expect(state.firstRow == ParkData.count - rows - 3)
        #expect(state.selected == ParkData.count - rows, "still in view: it stays")
    }

    @Test func typingFiltersAndEscapeClears() {
        var state = ParkFinderState()
        for input in [AppInput.character("/")] + "willow".map(AppInput.character) {
            _ = state.handle(input, listRows: rows)
        }
        #expect(state.focus == .search)
        #expect(!state.matches.isEmpty)
        #expect(state.matches.allSatisfy { state.parks[$0].name.lowercased().contains("willow") })
        _ = state.handle(.backspace, listRows: rows)
        #expect(state.query == "willo")
        _ = state.handle(.escape, listRows: rows)
        #expect(state.query.isEmpty)
        #expect(state.matches.count == ParkData.count)
        #expect(state.focus == .list)
    }

    @Test func qQuitsFromTheListButIsTypedInTheSearch() {
        var state = ParkFinderState()
        _ = state.handle(.character("/"), listRows: rows)
        #expect(state.handle(.character("q"), listRows: rows).isEmpty)
        #expect(state.query == "q")
        _ = state.handle(.escape, listRows: rows)
        #expect(state.handle(.character("q"), listRows: rows) == [.quit])
        #expect(state.handle(.quit, listRows: rows) == [.quit])
    }

    @Test func enterOpensAParkAndEscapeGoesBack() {
        var state = ParkFinderState()
        _ = state.handle(.down, listRows: rows)
        #expect(state.handle(.enter, listRows: rows) == [.openedDetails(parkID: "park-1")])
        #expect(state.page == .details(park: 1))
        #expect(!state.showsDirections)
        #expect(state.handle(.enter, listRows: rows) == [.openedDirections(parkID: "park-1")])
        #expect(state.showsDirections)
        _ = state.handle(.escape, listRows: rows)
        #expect(state.page == .list)
        #expect(state.selected == 1, "back where it was")
    }

    @Test func locateMeAsksTheSystemAndRemembersTheAnswer() {
        var state = ParkFinderState()
        #expect(state.handle(.character("l"), listRows: rows) == [.pressedLocate])
        #expect(state.prompt == 0)
        _ = state.handle(.down, listRows: rows)
        #expect(state.handle(.enter, listRows: rows) == [.answeredPermission(.allowedWhileUsing)])
        #expect(state.prompt == nil)
        #expect(state.isLocated)
        _ = state.handle(.character("l"), listRows: rows)
        #expect(state.prompt == nil, "allowed while using: not asked again")
    }

    @Test func dontAllowLeavesTheAppUnlocated() {
        var state = ParkFinderState()
        _ = state.handle(.tab, listRows: rows)
        _ = state.handle(.tab, listRows: rows)
        #expect(state.focus == .locate)
        _ = state.handle(.enter, listRows: rows)
        _ = state.handle(.up, listRows: rows)
        #expect(state.handle(.enter, listRows: rows) == [.answeredPermission(.denied)])
        #expect(!state.isLocated)
        _ = state.handle(.character("l"), listRows: rows)
        #expect(state.prompt == nil, "denied: the system does not ask again")
    }

    @Test func thePromptTakesAChoiceByItsNumber() {
        var state = ParkFinderState()
        _ = state.handle(.character("l"), listRows: rows)
        #expect(state.handle(.character("4"), listRows: rows) == [], "there are three choices")
        #expect(state.handle(.character("٣"), listRows: rows) == [], "an Arabic-Indic three is not the key 3")
        #expect(state.prompt == 0)
        #expect(state.handle(.character("3"), listRows: rows) == [.answeredPermission(.denied)])
        #expect(state.prompt == nil)
        #expect(!state.isLocated)
    }

    /// The lines `--screen-reader` says: the page, where the keyboard is, the prompt.
    @Test func theScreenReaderHearsThePageTheFocusAndThePrompt() {
        var state = ParkFinderState()
        var lines = ParkFinderSpeech.lines(state)
        #expect(lines.count == 3)
        #expect(lines.first == "Park Finder, 300 parks nearby, nearest first.")
        #expect(lines.dropFirst().first?.hasPrefix("Keys: ") == true)
        #expect(lines.last?.hasPrefix("1 of 300: ") == true)
        _ = state.handle(.down, listRows: rows)
        #expect(ParkFinderSpeech.lines(state).last?.hasPrefix("2 of 300: ") == true)
        _ = state.handle(.character("/"), listRows: rows)
        _ = state.handle(.character("o"), listRows: rows)
        lines = ParkFinderSpeech.lines(state)
        #expect(lines.first?.contains("parks match “o”") == true)
        #expect(lines.last == "Search field: o.")
        _ = state.handle(.escape, listRows: rows)
        _ = state.handle(.character("l"), listRows: rows)
        lines = ParkFinderSpeech.lines(state)
        #expect(
            lines.contains { $0.contains("Choices: 1 Allow Once, 2 Allow While Using App, 3 Don't Allow.") })
        #expect(lines.last == "Selected: Allow Once.")
        _ = state.handle(.character("2"), listRows: rows)
        #expect(ParkFinderSpeech.lines(state).last == "Location on: distances are from where you are.")
        _ = state.handle(.enter, listRows: rows)
        lines = ParkFinderSpeech.lines(state)
        #expect(lines.first?.hasSuffix("Keys: Enter for directions, Esc back, q quits.") == true)
        _ = state.handle(.enter, listRows: rows)
        #expect(ParkFinderSpeech.lines(state).last?.hasPrefix("Directions: walk ") == true)
    }

    /// A tour's own sentences are in the tour's language: English, or Hebrew.
    @Test func theToursSentencesAreInTheirLanguage() {
        #expect(ParkFinderSpeech.overLine(locale: nil) == "The tour is over.")
        #expect(ParkFinderSpeech.overLine(locale: "he-IL") == "הסיור הסתיים.")
        #expect(
            ParkFinderSpeech.waitLine(.screen(ParkFinderScreens.listID), locale: "en")
                == "The tour continues on the list of parks.")
        #expect(
            ParkFinderSpeech.waitLine(.screen(ParkFinderScreens.detailsID), locale: "he")?.hasPrefix("הסיור")
                == true)
        #expect(ParkFinderSpeech.waitLine(.outcome(request: "location.request"), locale: nil) == nil)
    }
}
