import TutorialKit

/// The app's state, changed only by ``handle(_:listRows:)``: which page shows, the search, the
/// list's selection and scroll, and location access with its system prompt.
package struct ParkFinderState: Sendable {
    package enum Page: Equatable, Sendable {
        case list
        case details(park: Int)
    }

    /// Where the keyboard goes on the list page.
    package enum Focus: Equatable, Sendable {
        case list, search, locate
    }

    package let parks: [Park]
    package private(set) var page: Page = .list
    package private(set) var focus: Focus = .list
    package private(set) var query = ""
    /// The parks the search matches, by index into ``parks``, nearest first.
    package private(set) var matches: [Int]
    /// The selected match, an index into ``matches``.
    package private(set) var selected = 0
    /// The list's first visible row.
    package private(set) var firstRow = 0
    /// How far the park's photos are scrolled sideways, in cells.
    package private(set) var photoOffset = 0
    package private(set) var permission = LocationPermission.notDetermined
    /// The system prompt, while it asks: the choice highlighted.
    package private(set) var prompt: Int?
    package private(set) var isLocated = false
    /// Whether the details page shows the way to its park.
    package private(set) var showsDirections = false
    /// The system prompt, asked for but held back while a tour says first why it asks.
    package private(set) var isPromptPostponed = false

    package init(parks: [Park] = ParkData.parks) {
        self.parks = parks
        matches = Array(parks.indices)
    }

    /// The park the details page shows, or the list's selection.
    package var currentPark: Park? {
        if case .details(let index) = page { return parks[index] }
        return matches.indices.contains(selected) ? parks[matches[selected]] : nil
    }

    /// Applies `input`; `listRows` is how many rows the list shows, for keeping the selection in view.
    ///
    /// - Returns: What happened that tutorials may care about.
    package mutating func handle(_ input: AppInput, listRows: Int) -> [AppEvent] {
        if input == .quit { return [.quit] }
        if let choice = prompt { return answerPrompt(input, choice) }
        switch page {
        case .details(let index): return onDetails(input, index)
        case .list: return onList(input, listRows: max(1, listRows))
        }
    }

    /// Holds the system prompt back (a tour explains it first).
    package mutating func postponePrompt() {
        guard prompt != nil else { return }
        prompt = nil
        isPromptPostponed = true
    }

    /// Shows the system prompt held back.
    package mutating func showPostponedPrompt() {
        guard isPromptPostponed else { return }
        isPromptPostponed = false
        prompt = 0
    }

    /// Scrolls the list so that its first visible row is `row` (a tutorial scrolls it to its target).
    package mutating func scroll(toFirstRow row: Int, listRows: Int) {
        firstRow = min(max(0, row), max(0, matches.count - max(1, listRows)))
    }

    private mutating func onList(_ input: AppInput, listRows: Int) -> [AppEvent] {
        if focus == .search, case .character(let character) = input {
            query.append(character)
            refilter(listRows: listRows)
            return []
        }
        switch input {
        case .character("q"): return [.quit]
        case .character("/"): focus = .search
        case .character("l"): return pressLocate()
        case .tab:
            focus = focus == .list ? .search : focus == .search ? .locate : .list
        case .escape:
            if focus == .search, !query.isEmpty {
                query = ""
                refilter(listRows: listRows)
            }
            focus = .list
        case .backspace where focus == .search:
            if !query.isEmpty { query.removeLast() }
            refilter(listRows: listRows)
        case .up: select(selected - 1, listRows: listRows)
        case .down: select(selected + 1, listRows: listRows)
        case .pageUp: select(selected - listRows, listRows: listRows)
        case .pageDown: select(selected + listRows, listRows: listRows)
        case .wheelUp, .wheelDown:
            scroll(toFirstRow: firstRow + (input == .wheelUp ? -3 : 3), listRows: listRows)
            // The selection stays in view, so Enter opens a park the user can see.
            selected = min(max(selected, firstRow), max(firstRow, firstRow + listRows - 1))
            selected = min(selected, max(0, matches.count - 1))
        case .enter:
            if focus == .locate { return pressLocate() }
            guard matches.indices.contains(selected) else { return [] }
            page = .details(park: matches[selected])
            photoOffset = 0
            focus = .list
            return [.openedDetails(parkID: parks[matches[selected]].id)]
        default: break
        }
        return []
    }

    /// Scrolls the park's photos to `offset` cells (a tutorial scrolls them to its target), within
    /// `grid`, the carousel as the page shows it.
    package mutating func scrollPhotos(to offset: Int, in grid: Screen.Grid) {
        photoOffset = min(max(0, offset), grid.maximumContentOffset)
    }

    private mutating func onDetails(_ input: AppInput, _ index: Int) -> [AppEvent] {
        switch input {
        case .left, .right:
            // One photo at a time; the page knows how far the carousel goes.
            let step = ParkFinderScreens.photoWidth + ParkFinderScreens.photoSpacing
            photoOffset = max(0, photoOffset + (input == .left ? -step : step))
        case .escape, .backspace, .character("b"):
            page = .list
            showsDirections = false
        case .character("q"): return [.quit]
        case .enter, .character("d"):
            showsDirections = true
            return [.openedDirections(parkID: parks[index].id)]
        default: break
        }
        return []
    }

    /// "Locate me": asks the system the first time, and again after "allow once".
    private mutating func pressLocate() -> [AppEvent] {
        switch permission {
        case .allowedWhileUsing: isLocated = true
        case .denied: break
        case .notDetermined, .allowedOnce: prompt = 0
        }
        return [.pressedLocate]
    }

    private mutating func answerPrompt(_ input: AppInput, _ choice: Int) -> [AppEvent] {
        let count = LocationPermission.choices.count
        switch input {
        case .up: prompt = (choice + count - 1) % count
        case .down, .tab: prompt = (choice + 1) % count
        case .character(let key)
        where key.isASCII && key.wholeNumberValue.map { (1...count).contains($0) } ?? false:
            // A choice by its number, as a screen reader says them.
            prompt = (key.wholeNumberValue ?? 1) - 1
            return answerPrompt(.enter, prompt ?? choice)
        case .enter:
            let answer = LocationPermission.choices[choice]
            permission = answer
            isLocated = answer != .denied
            prompt = nil
            return [.answeredPermission(answer)]
        default: break
        }
        return []
    }

    private mutating func refilter(listRows: Int) {
        let words = query.lowercased().split(separator: " ")
        matches = parks.indices.filter { index in
            let text = (parks[index].name + " " + parks[index].address).lowercased()
            return words.allSatisfy { text.contains($0) }
        }
        select(0, listRows: listRows)
        firstRow = 0
    }

    private mutating func select(_ row: Int, listRows: Int) {
        selected = min(max(0, row), max(0, matches.count - 1))
        if selected < firstRow { firstRow = selected }
        if selected >= firstRow + listRows { firstRow = selected - listRows + 1 }
    }
}
