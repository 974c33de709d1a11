/// The virtual screen a tutorial runs against: its size, safe area, named elements, scrollable
/// lists and grids, in character cells or in an app's points (``unit``).
///
/// A `Screen` is a value. Resolving a ``ListRowTarget`` or a ``GridItemTarget`` scrolls a list or a
/// grid by changing its `contentOffset` in the screen passed `inout`, so whoever draws the screen
/// afterwards draws it as scrolled.
public struct Screen: Hashable, Sendable {
    /// The screen's name, used in error messages and by multi-screen tours.
    public var id: String
    /// The screen's size, in its ``unit``.
    public var size: Size
    /// The unit of every number of the screen: terminal cells, or an app's points.
    public var unit: Screen.Unit
    /// Edges that hold system UI (status bar, home indicator); tooltips stay out of them.
    public var safeArea: EdgeInsets
    /// Named, fixed elements, in drawing order.
    public var elements: [Screen.Element]
    /// Scrollable lists, in drawing order.
    public var lists: [Screen.List]
    /// Scrollable grids and carousels, in drawing order (after the lists).
    public var grids: [Screen.Grid]

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - id: The screen's name.
    ///   - size: Its size, in `unit`.
    ///   - unit: Cells, the default, or points.
    ///   - safeArea: Edges reserved for system UI; none by default.
    ///   - elements: Named elements in screen coordinates.
    ///   - lists: Scrollable lists.
    ///   - grids: Scrollable grids and carousels.
    public init(
        id: String,
        size: Size,
        unit: Screen.Unit = .cells,
        safeArea: EdgeInsets = .zero,
        elements: [Screen.Element] = [],
        lists: [Screen.List] = [],
        grids: [Screen.Grid] = []
    ) {
        self.id = id
        self.size = size
        self.unit = unit
        self.safeArea = safeArea
        self.elements = elements
        self.lists = lists
        self.grids = grids
    }

    /// The whole screen, from the origin.
    public var bounds: Rect { Rect(origin: .zero, size: size) }

    /// The screen minus its safe area: where a tooltip may be placed.
    public var safeBounds: Rect { bounds.inset(by: safeArea) }

    /// The element with the given id, if any.
    public func element(withID id: String) -> Screen.Element? {
        elements.first { $0.id == id }
    }

    /// The list with the given id, if any.
    public func list(withID id: String) -> Screen.List? {
        lists.first { $0.id == id }
    }

    /// The index in ``lists`` of the list with the given id, if any.
    public func listIndex(withID id: String) -> Int? {
        lists.firstIndex { $0.id == id }
    }

    /// The grid with the given id, if any.
    public func grid(withID id: String) -> Screen.Grid? {
        grids.first { $0.id == id }
    }

    /// The index in ``grids`` of the grid with the given id, if any.
    public func gridIndex(withID id: String) -> Int? {
        grids.firstIndex { $0.id == id }
    }

    /// Every id on the screen: elements, lists, then grids (they share one namespace).
    public var ids: [String] { elements.map(\.id) + lists.map(\.id) + grids.map(\.id) }
}

extension Screen {
    /// The unit of a screen's numbers.
    public enum Unit: String, Hashable, Sendable, CaseIterable {
        /// Terminal cells, a column wide and a row tall: what a terminal draws.
        case cells
        /// An app's points, as UIKit, SwiftUI, AppKit or a web view lay out in: a screen in points
        /// is laid out with the app's own metrics (``LayoutEngine/Metrics``), and a terminal shows
        /// it scaled.
        case points
    }
}
