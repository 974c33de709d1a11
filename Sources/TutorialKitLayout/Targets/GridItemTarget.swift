/// An item of a grid or carousel, or one sub-element of that item's cell: a collection view's cell.
///
/// Resolving scrolls the grid the least amount that shows the whole item (clamped to the content),
/// and leaves the new offset in the screen, so the grid is drawn as scrolled.
public struct GridItemTarget: Target, Hashable {
    /// The grid's id.
    public var grid: String
    /// The item within the grid.
    public var index: Screen.ItemIndex
    /// The id of a sub-element of the item's cell, or `nil` for the whole item.
    public var element: String?

    /// Creates a target pointing at an item, or at a sub-element of its cell.
    ///
    /// - Parameters:
    ///   - grid: The grid's id.
    ///   - section: The section, from 0.
    ///   - item: The item within the section, from 0.
    ///   - element: A cell sub-element id, such as `"title"`; `nil` for the whole item.
    public init(grid: String, section: Int = 0, item: Int, element: String? = nil) {
        self.grid = grid
        self.index = Screen.ItemIndex(section: section, item: item)
        self.element = element
    }

    /// Scrolls the item into view and returns the item's (or the sub-element's) visible rect.
    ///
    /// - Throws: ``TargetResolutionError`` when the grid, section, item or cell element is missing,
    ///   or when the sub-element lies outside the grid's frame.
    public func resolve(in screen: inout Screen) throws -> Rect? {
        guard let gridIndex = screen.gridIndex(withID: grid) else {
            throw TargetResolutionError.missingGrid(
                grid, screen: screen.id, available: screen.grids.map(\.id))
        }
        let items = screen.grids[gridIndex]
        guard items.sections.indices.contains(index.section) else {
            throw TargetResolutionError.missingGridSection(
                index.section, grid: grid, screen: screen.id, sectionCount: items.sections.count)
        }
        guard items.contains(index) else {
            throw TargetResolutionError.missingItem(
                index, grid: grid, screen: screen.id, itemCount: items.sections[index.section].items)
        }
        var frame: Rect?
        if let element {
            guard let cellElement = items.cellElement(withID: element) else {
                throw TargetResolutionError.missingGridCellElement(
                    element, grid: grid, screen: screen.id, available: items.cell.map(\.id))
            }
            frame = cellElement.frame
        }
        screen.grids[gridIndex].contentOffset = items.contentOffset(revealing: index)
        let scrolled = screen.grids[gridIndex]
        let itemFrame = scrolled.frame(of: index) ?? .zero  // exists: checked above
        let target = frame.map { $0.offsetBy(dx: itemFrame.x, dy: itemFrame.y) } ?? itemFrame
        guard let visible = target.intersection(scrolled.frame) else {
            throw TargetResolutionError.offScreen(target: description, frame: target, screen: screen.id)
        }
        return visible
    }

    /// `the title label of item 4 in photos` (section named only when it is not 0).
    public var description: String {
        let section = index.section == 0 ? "" : " of section \(index.section)"
        let item = "item \(index.item)\(section) in \(grid)"
        return element.map { "the \($0) label of \(item)" } ?? item
    }
}

extension Target where Self == GridItemTarget {
    /// An item of a grid or carousel, or a sub-element of its cell; the grid scrolls to show it.
    public static func gridItem(grid: String, section: Int = 0, item: Int, element: String? = nil)
        -> GridItemTarget
    {
        GridItemTarget(grid: grid, section: section, item: item, element: element)
    }
}
