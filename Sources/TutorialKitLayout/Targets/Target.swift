/// What a tutorial step points at.
///
/// A target is a value that finds its rectangle on a ``Screen``. The built-ins cover what JSON
/// tutorials can say — ``RectTarget``, ``ElementTarget``, ``ListRowTarget`` and ``NoTarget`` — and a
/// host app adds its own kinds by conforming (for example, the union of two elements).
///
/// Rules for conforming types:
/// - Be a value type, `Sendable` and `Equatable`; equal targets must resolve equally.
/// - `resolve(in:)` may change the screen only as the user would see it change — scroll a list so
///   the target is visible — because the screen as left is the one that is drawn.
/// - Return `nil` only for "no target" (a centred step); otherwise the rect on screen, in cells.
/// - Throw an error that names what is missing and the screen (``TargetResolutionError`` has the
///   built-in cases). A rect that lies wholly off screen is rejected by the caller with
///   ``TargetResolutionError/offScreen(target:frame:screen:)``, so a target need not check it.
/// - `description` reads as a noun phrase, as in "Points at *the detail label of row 10 in table*".
public protocol Target: Sendable, Equatable, CustomStringConvertible {
    /// Finds the target on `screen`, scrolling it if needed.
    ///
    /// - Parameter screen: The virtual screen; a list may be scrolled to bring the target into view.
    /// - Returns: The target's rect in screen coordinates, or `nil` for a step without a target.
    /// - Throws: An error naming the missing part and the screen when the target is not there.
    func resolve(in screen: inout Screen) throws -> Rect?
}

extension Target {
    /// Whether `other` is a target of the same type and equal to this one.
    public func isEqual(to other: any Target) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// Resolves a target against a screen and checks the result is drawable.
public enum TargetResolution {
    /// Resolves `target` on `screen` and checks that the rect is not empty and at least partly on
    /// screen, so the layout engine always has something to point at.
    ///
    /// - Throws: The target's own error, or ``TargetResolutionError/emptyFrame(target:frame:screen:)``
    ///   or ``TargetResolutionError/offScreen(target:frame:screen:)``.
    public static func resolve(_ target: any Target, in screen: inout Screen) throws -> Rect? {
        guard let frame = try target.resolve(in: &screen) else { return nil }
        if frame.isEmpty {
            throw TargetResolutionError.emptyFrame(
                target: target.description, frame: frame, screen: screen.id)
        }
        guard frame.intersects(screen.bounds) else {
            throw TargetResolutionError.offScreen(
                target: target.description, frame: frame, screen: screen.id)
        }
        return frame
    }
}
