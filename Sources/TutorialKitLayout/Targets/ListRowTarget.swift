/// A row of a list, or one sub-element of that row's cell — the TutorialKit talk's "table view
/// cell's detail".
///
/// Resolving scrolls the list the least amount that shows the whole row (clamped to the content),
/// and leaves the new offset in the screen, so the list is drawn as scrolled.
public struct ListRowTarget: Target, Hashable {
    /// The list's id.
    public var list: String
    /// The row within the list.
    public var index: Screen.RowIndex
    /// The id of a sub-element of the row's cell, or `nil` for the whole row.
    public var element: String?

    /// Creates a target pointing at a row, or at a sub-element of its cell.
    ///
    /// - Parameters:
    ///   - list: The list's id.
    ///   - section: The section, from 0.
    ///   - row: The row within the section, from 0.
    ///   - element: A cell sub-element id, such as `"detail"`; `nil` for the whole row.
    public init(list: String, section: Int = 0, row: Int, element: String? = nil) {
        self.list = list
        self.index = Screen.RowIndex(section: section, row: row)
        self.element = element
    }

    /// Scrolls the row into view and returns the row's (or the sub-element's) visible rect.
    ///
    /// - Throws: ``TargetResolutionError`` when the list, section, row or cell element is missing, or
    ///   when the sub-element lies outside the list's frame.
    public func resolve(in screen: inout Screen) throws -> Rect? {
        guard let listIndex = screen.listIndex(withID: list) else {
            throw TargetResolutionError.missingList(
                list, screen: screen.id, available: screen.lists.map(\.id))
        }
        let rows = screen.lists[listIndex]
        guard rows.sections.indices.contains(index.section) else {
            throw TargetResolutionError.missingSection(
                index.section, list: list, screen: screen.id, sectionCount: rows.sections.count)
        }
        guard rows.contains(index) else {
            throw TargetResolutionError.missingRow(
                index, list: list, screen: screen.id, rowCount: rows.sections[index.section].rows)
        }
        var frame = Rect.zero
        if let element {
            guard let cellElement = rows.cellElement(withID: element) else {
                throw TargetResolutionError.missingCellElement(
                    element, list: list, screen: screen.id, available: rows.cell.map(\.id))
            }
            frame = cellElement.frame
        }
        screen.lists[listIndex].contentOffset = rows.contentOffset(revealing: index)
        let scrolled = screen.lists[listIndex]
        let cellFrame = scrolled.frame(of: index) ?? .zero  // exists: checked above
        if element != nil {
            frame = frame.offsetBy(dx: cellFrame.x, dy: cellFrame.y)
        } else {
            frame = cellFrame
        }
        guard let visible = frame.intersection(scrolled.frame) else {
            throw TargetResolutionError.offScreen(target: description, frame: frame, screen: screen.id)
        }
        return visible
    }

    /// `the detail label of row 10 in table` (section named only when it is not 0).
    public var description: String {
        let section = index.section == 0 ? "" : " of section \(index.section)"
        let row = "row \(index.row)\(section) in \(list)"
        return element.map { "the \($0) label of \(row)" } ?? row
    }
}

extension Target where Self == ListRowTarget {
    /// A row of a list, or a sub-element of its cell; the list scrolls to show it.
    public static func listRow(list: String, section: Int = 0, row: Int, element: String? = nil)
        -> ListRowTarget
    {
        ListRowTarget(list: list, section: section, row: row, element: element)
    }
}
