import TutorialKit

/// The characters a frame is drawn with: Unicode box drawing, or plain ASCII for terminals that
/// cannot show it.
public struct GlyphSet: Hashable, Sendable {
    /// The eight characters of a box's border.
    public struct Box: Hashable, Sendable {
        /// Corners: top-left, top-right, bottom-left, bottom-right.
        public var topLeft, topRight, bottomLeft, bottomRight: Character
        /// Edges: top and bottom, left and right.
        public var horizontal, vertical: Character
    }

    /// Elements of the screen.
    public var element: Box
    /// The spotlight around the target.
    public var spotlight: Box
    /// The tooltip box.
    public var tooltip: Box
    /// The four arrows, one per direction.
    public struct Arrows: Hashable, Sendable {
        /// Pointing up, down, left and right.
        public var up, down, left, right: Character
    }

    /// Arrows pointing up, down, left and right.
    public var arrows: Arrows
    /// The shade over empty cells outside the spotlight.
    public var shade: Character
    /// The rule drawn either side of a section header.
    public var headerRule: Character

    /// Box drawing with ▲▼◀▶ arrows and a ░ shade.
    public static let unicode = GlyphSet(
        element: Box(
            topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│"),
        spotlight: Box(
            topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝", horizontal: "═", vertical: "║"),
        tooltip: Box(
            topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│"),
        arrows: Arrows(up: "▲", down: "▼", left: "◀", right: "▶"),
        shade: "░",
        headerRule: "─"
    )

    /// Plain ASCII: `+-|` boxes, `#=` for the spotlight, `^v<>` arrows and a `.` shade.
    public static let ascii = GlyphSet(
        element: Box(
            topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        spotlight: Box(
            topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#", horizontal: "=", vertical: "#"),
        tooltip: Box(
            topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"),
        arrows: Arrows(up: "^", down: "v", left: "<", right: ">"),
        shade: ".",
        headerRule: "-"
    )

    /// The arrow glyph for a direction.
    public func arrow(_ direction: Arrow.Direction) -> Character {
        // A switch, not a dictionary: a dictionary keyed by the direction costs a process a
        // runtime conformance lookup the first time it is made.
        switch direction {
        case .up: arrows.up
        case .down: arrows.down
        case .left: arrows.left
        case .right: arrows.right
        }
    }

    /// `text` with the decorations this glyph set cannot show replaced by ones of the same width:
    /// in ASCII, `›` becomes `>` and `‹` becomes `<`. (The text itself is the author's and stays.)
    public func adapt(_ text: String) -> String {
        guard self == .ascii else { return text }
        return text.replacingAll("›", with: ">").replacingAll("‹", with: "<").replacingAll("…", with: "~")
    }
}
