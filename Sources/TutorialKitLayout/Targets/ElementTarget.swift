/// A named element of the screen, or a whole list or grid (they share one namespace).
public struct ElementTarget: Target, Hashable {
    /// The element's or list's id.
    public var id: String

    /// Creates a target pointing at the element or list with this id.
    public init(_ id: String) {
        self.id = id
    }

    /// The element's frame, or the list's or grid's visible frame.
    ///
    /// - Throws: ``TargetResolutionError/missingElement(_:screen:available:)`` when no element or list
    ///   or grid has this id.
    public func resolve(in screen: inout Screen) throws -> Rect? {
        if let element = screen.element(withID: id) {
            return element.frame
        }
        if let list = screen.list(withID: id) {
            return list.frame
        }
        if let grid = screen.grid(withID: id) {
            return grid.frame
        }
        throw TargetResolutionError.missingElement(id, screen: screen.id, available: screen.ids)
    }

    /// `the element "search"`.
    public var description: String { "the element \"\(id)\"" }
}

extension Target where Self == ElementTarget {
    /// A named element of the screen (or a whole list).
    public static func element(_ id: String) -> ElementTarget {
        ElementTarget(id)
    }
}
