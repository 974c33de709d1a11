/// What the user did, as the app reads it from the terminal.
package enum AppInput: Equatable, Sendable {
    case up, down, left, right, pageUp, pageDown, enter, escape, backspace, tab
    /// Shift-Tab.
    case backTab
    /// A printable character.
    case character(Character)
    /// The mouse wheel, over the list.
    case wheelUp, wheelDown
    /// A click of the left button at a cell, from the top-left corner at (0, 0).
    case click(x: Int, y: Int)
    /// Ctrl-C, or `q` outside the search field.
    case quit
    /// Ctrl-Z: the terminal loop suspends the app, as the terminal would outside raw mode.
    case suspend
}

/// What happened in the app that its tutorials may care about.
package enum AppEvent: Equatable, Sendable {
    case openedDetails(parkID: String)
    case pressedLocate
    case answeredPermission(LocationPermission)
    case openedDirections(parkID: String)
    case quit

    /// The event's name as the tutorials' `advanceOn` and rules say it.
    package var name: String {
        switch self {
        case .openedDetails: "openedDetails"
        case .pressedLocate: "pressedLocate"
        case .answeredPermission(let answer): "answeredPermission." + answer.rawValue
        case .openedDirections: "openedDirections"
        case .quit: "quit"
        }
    }
}

/// Location access, as a phone's system prompt grants it.
package enum LocationPermission: String, CaseIterable, Sendable {
    case notDetermined
    case allowedOnce
    case allowedWhileUsing
    case denied

    /// The system prompt's choices, in its order.
    package static let choices: [LocationPermission] = [.allowedOnce, .allowedWhileUsing, .denied]

    /// A choice's button title.
    package var choiceTitle: String {
        switch self {
        case .allowedOnce: "Allow Once"
        case .allowedWhileUsing: "Allow While Using App"
        case .denied: "Don't Allow"
        case .notDetermined: ""
        }
    }
}
