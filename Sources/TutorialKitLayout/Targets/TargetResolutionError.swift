import TutorialKitText

/// Why a target could not be found on a screen. Each message names what is missing, the screen, and
/// what exists instead, with a "did you mean" for a likely typo.
public enum TargetResolutionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No element or list has this id.
    case missingElement(String, screen: String, available: [String])
    /// No list has this id.
    case missingList(String, screen: String, available: [String])
    /// The list has no such section.
    case missingSection(Int, list: String, screen: String, sectionCount: Int)
    /// The section has no such row.
    case missingRow(Screen.RowIndex, list: String, screen: String, rowCount: Int)
    /// The list's cell template has no such sub-element.
    case missingCellElement(String, list: String, screen: String, available: [String])
    /// No grid has this id.
    case missingGrid(String, screen: String, available: [String])
    /// The grid has no such section.
    case missingGridSection(Int, grid: String, screen: String, sectionCount: Int)
    /// The grid's section has no such item.
    case missingItem(Screen.ItemIndex, grid: String, screen: String, itemCount: Int)
    /// The grid's cell template has no such sub-element.
    case missingGridCellElement(String, grid: String, screen: String, available: [String])
    /// The target resolved to a rect with no cells.
    case emptyFrame(target: String, frame: Rect, screen: String)
    /// The target resolved to a rect wholly outside the screen.
    case offScreen(target: String, frame: Rect, screen: String)

    /// The message, e.g. `no element "serach" on screen "home"; did you mean "search"? …`.
    public var description: String {
        // It quotes ids from outside; a host prints it, so it is safe to print.
        TerminalSafeText.escaped(message, keepingLineBreaks: true)
    }

    /// The description before control characters are escaped.
    private var message: String {
        switch self {
        case .missingElement(let id, let screen, let available):
            return
                "no element \"\(id)\" on screen \"\(screen)\"\(NameSuggestion.hint(for: id, in: available))"
                + Self.listing("elements, lists and grids", available)
        case .missingList(let id, let screen, let available):
            return "no list \"\(id)\" on screen \"\(screen)\"\(NameSuggestion.hint(for: id, in: available))"
                + Self.listing("lists", available)
        case .missingSection(let section, let list, let screen, let count):
            return "no section \(section) in list \"\(list)\" on screen \"\(screen)\"; "
                + "it has \(Self.count(count, "section")), numbered from 0"
        case .missingRow(let index, let list, let screen, let count):
            return "no row \(index.row) in section \(index.section) of list \"\(list)\" on screen "
                + "\"\(screen)\"; the section has \(Self.count(count, "row")), numbered from 0"
        case .missingCellElement(let id, let list, let screen, let available):
            return "no cell element \"\(id)\" in list \"\(list)\" on screen \"\(screen)\""
                + NameSuggestion.hint(for: id, in: available) + Self.listing("cell elements", available)
        case .missingGrid(let id, let screen, let available):
            return "no grid \"\(id)\" on screen \"\(screen)\"\(NameSuggestion.hint(for: id, in: available))"
                + Self.listing("grids", available)
        case .missingGridSection(let section, let grid, let screen, let count):
            return "no section \(section) in grid \"\(grid)\" on screen \"\(screen)\"; "
                + "it has \(Self.count(count, "section")), numbered from 0"
        case .missingItem(let index, let grid, let screen, let count):
            return "no item \(index.item) in section \(index.section) of grid \"\(grid)\" on screen "
                + "\"\(screen)\"; the section has \(Self.count(count, "item")), numbered from 0"
        case .missingGridCellElement(let id, let grid, let screen, let available):
            return "no cell element \"\(id)\" in grid \"\(grid)\" on screen \"\(screen)\""
                + NameSuggestion.hint(for: id, in: available) + Self.listing("cell elements", available)
        case .emptyFrame(let target, let frame, let screen):
            return "\(target) on screen \"\(screen)\" has an empty frame \(frame); "
                + "give it a width and height of at least 1"
        case .offScreen(let target, let frame, let screen):
            return "\(target) on screen \"\(screen)\" is off screen at \(frame); "
                + "move it inside the screen or scroll it into view"
        }
    }

    private static func listing(_ what: String, _ names: [String]) -> String {
        names.isEmpty
            ? "; there are no \(what)" : "; \(what): \(names.map { "\"\($0)\"" }.joined(separator: ", "))"
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
