import TutorialKit

/// The app as lines a screen reader speaks (`--screen-reader`): what the page shows and where the
/// keyboard is, one line for each thing that can change on its own, so that the loop says again
/// only the lines that changed. The keys are said with them: nothing is drawn to look at.
package enum ParkFinderSpeech {
    /// The lines for `state`, in the order they are said.
    package static func lines(_ state: ParkFinderState) -> [String] {
        var lines: [String] = []
        switch state.page {
        case .list:
            let count =
                state.matches.count == state.parks.count
                ? "\(state.parks.count) parks nearby, nearest first"
                : "\(state.matches.count) of \(state.parks.count) parks match “\(state.query)”"
            // The keys on a line of their own: the count changes as a search is typed, they do not.
            lines.append("Park Finder, \(count).")
            lines.append("Keys: up and down move, Enter opens, / searches, l locates you, q quits.")
            lines.append(focusLine(state))
            switch state.permission {
            case .allowedOnce, .allowedWhileUsing:
                lines.append("Location on: distances are from where you are.")
            case .denied: lines.append("Location off.")
            case .notDetermined: break
            }
        case .details(let index):
            let park = state.parks[index]
            lines.append(
                "\(park.name). Address \(park.address). \(park.hours). Phone \(park.phone). "
                    + "Keys: Enter for directions, Esc back, q quits.")
            if state.showsDirections {
                let minutes = max(1, park.distance * 60 / 5_000)
                lines.append("Directions: walk \(park.distanceText), about \(minutes) min.")
            }
        }
        if let choice = state.prompt {
            let choices = LocationPermission.choices.enumerated().map {
                "\($0.offset + 1) \($0.element.choiceTitle)"
            }
            lines.append(
                "Allow “Park Finder” to use your location? It shows the parks nearest you. Choices: "
                    + choices.joined(separator: ", ") + ".")
            lines.append("Selected: \(LocationPermission.choices[choice].choiceTitle).")
        }
        return lines
    }

    /// The tours' own sentences, in the languages the tours speak (English and Hebrew): what a
    /// screen reader hears of a tour besides its steps is in the steps' language.
    private static func tourWords(_ locale: String?) -> (
        listPage: String, parkPage: String, continues: (String) -> String, pointsAt: String, over: String
    ) {
        let language = locale?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()
        if language == "he" || language == "iw" {
            return (
                "רשימת הפארקים", "דף של פארק", { "הסיור ממשיך ב\($0)." },
                "הסיור ממשיך כשמה שהוא מצביע עליו מופיע.",
                "הסיור הסתיים."
            )
        }
        return (
            "the list of parks", "a park's page", { "The tour continues on \($0)." },
            "The tour goes on when what it points at shows.", "The tour is over."
        )
    }

    /// What a tour waiting before its next step waits for, in the tour's language (`locale`);
    /// `nil` for the answer to its request, which the app's own prompt asks for.
    package static func waitLine(_ reason: TutorialSession.Waiting.Reason, locale: String?) -> String? {
        let words = tourWords(locale)
        switch reason {
        case .screen(let id):
            let page =
                [ParkFinderScreens.listID: words.listPage, ParkFinderScreens.detailsID: words.parkPage][id]
                ?? id
            return words.continues(page)
        case .element, .target: return words.pointsAt
        case .outcome: return nil
        }
    }

    /// That a tour is over, in its language.
    package static func overLine(locale: String?) -> String { tourWords(locale).over }

    /// Where the keyboard is on the list page: the search field, "locate me", or a park.
    private static func focusLine(_ state: ParkFinderState) -> String {
        switch state.focus {
        case .search:
            return state.query.isEmpty
                ? "Search field: type a park's name or street; Esc leaves it."
                : "Search field: \(state.query)."
        case .locate:
            return state.isLocated
                ? "Locate me button, located." : "Locate me button; Enter asks for your location."
        case .list:
            guard let park = state.currentPark else { return "No park matches; Esc clears the search." }
            return
                "\(state.selected + 1) of \(state.matches.count): \(park.name), \(park.distanceText), \(park.hours)."
        }
    }
}
