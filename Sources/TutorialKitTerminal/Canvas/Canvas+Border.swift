import TutorialKit

extension Canvas {
    /// Draws `box`'s border on the edges of `frame`, leaving its inside as it is: the renderer's
    /// elements and tooltip, and a host's own boxes, the same way. A frame less than 2 cells either
    /// way has no border to draw.
    public mutating func drawBorder(_ frame: Rect, with box: GlyphSet.Box, style: CellStyle = .plain) {
        guard frame.width >= 2, frame.height >= 2 else { return }
        fill(
            Rect(x: frame.minX + 1, y: frame.minY, width: frame.width - 2, height: 1), with: box.horizontal,
            style: style)
        fill(
            Rect(x: frame.minX + 1, y: frame.maxY - 1, width: frame.width - 2, height: 1),
            with: box.horizontal,
            style: style)
        fill(
            Rect(x: frame.minX, y: frame.minY + 1, width: 1, height: frame.height - 2), with: box.vertical,
            style: style)
        fill(
            Rect(x: frame.maxX - 1, y: frame.minY + 1, width: 1, height: frame.height - 2),
            with: box.vertical,
            style: style)
        put(box.topLeft, at: Point(x: frame.minX, y: frame.minY), style: style)
        put(box.topRight, at: Point(x: frame.maxX - 1, y: frame.minY), style: style)
        put(box.bottomLeft, at: Point(x: frame.minX, y: frame.maxY - 1), style: style)
        put(box.bottomRight, at: Point(x: frame.maxX - 1, y: frame.maxY - 1), style: style)
    }
}
