import TutorialKit

/// Where everything goes on a terminal of a given size: the frames the app draws in, and from which
/// it tells TutorialKit what its screens look like (``ParkFinderScreens``).
package struct ParkFinderLayout: Sendable {
    /// The smallest terminal the app draws in.
    package static let minimumSize = Size(width: 44, height: 20)
    /// Each park takes two lines in the list: name and distance, then the hours.
    package static let rowHeight = 2

    package let size: Size

    package init(size: Size) {
        self.size = Size(
            width: max(size.width, Self.minimumSize.width), height: max(size.height, Self.minimumSize.height))
    }

    // MARK: - The list page

    package var title: Rect { Rect(x: 0, y: 0, width: size.width, height: 1) }
    package var search: Rect { Rect(x: 1, y: 1, width: size.width - 19, height: 3) }
    package var locate: Rect { Rect(x: size.width - 17, y: 1, width: 16, height: 3) }
    package var list: Rect { Rect(x: 0, y: 4, width: size.width, height: size.height - 5) }
    package var help: Rect { Rect(x: 0, y: size.height - 1, width: size.width, height: 1) }
    /// How many parks the list shows at once.
    package var listRows: Int { list.height / Self.rowHeight }

    /// Inside a list row, relative to it.
    package var rowName: Rect { Rect(x: 2, y: 0, width: size.width - 14, height: 1) }
    package var rowDistance: Rect { Rect(x: size.width - 11, y: 0, width: 10, height: 1) }
    package var rowHours: Rect { Rect(x: 2, y: 1, width: size.width - 4, height: 1) }

    // MARK: - The details page

    package var back: Rect { Rect(x: 1, y: 1, width: 10, height: 3) }
    package var name: Rect { Rect(x: 13, y: 2, width: size.width - 14, height: 1) }
    package var address: Rect { Rect(x: 2, y: 5, width: size.width - 4, height: 1) }
    package var hours: Rect { Rect(x: 2, y: 7, width: size.width - 4, height: 1) }
    package var phone: Rect { Rect(x: 2, y: 9, width: size.width - 4, height: 1) }
    package var directions: Rect { Rect(x: 2, y: 11, width: 18, height: 3) }
    /// The park's photos: a carousel across the page, scrolled sideways.
    package var photos: Rect { Rect(x: 0, y: 15, width: size.width, height: 4) }

    // MARK: - The system's location prompt

    package var prompt: Rect {
        let width = min(46, size.width - 2)
        return Rect(x: (size.width - width) / 2, y: (size.height - 11) / 2, width: width, height: 11)
    }

    /// The prompt's choices, one line each, in ``LocationPermission/choices`` order.
    package func promptChoice(_ index: Int) -> Rect {
        Rect(x: prompt.x + 2, y: prompt.y + 5 + 2 * index, width: prompt.width - 4, height: 1)
    }
}
