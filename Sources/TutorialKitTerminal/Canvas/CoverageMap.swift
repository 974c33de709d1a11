import TutorialKit

/// Which cells of a canvas any of many rects covers, answered in constant time per cell.
///
/// Made with a two-dimensional difference table: each rect, clipped to the canvas, adds four
/// corner marks, and one prefix sum gives every cell's count. The cost grows with the cells plus
/// the rects, never with their product, so ten thousand screen elements shade a screen as fast
/// as ten.
struct CoverageMap {
    private let width: Int
    private var counts: [Int32]

    /// The coverage of `rects` on a canvas of `size`.
    init(size: Size, covering rects: [Rect]) {
        let bounds = Rect(origin: .zero, size: size)
        width = max(0, size.width)
        let height = max(0, size.height)
        // One spare column and row, so a rect's far corners have a place to go.
        let stride = width + 1
        var counts = [Int32](repeating: 0, count: stride * (height + 1))
        for rect in rects {
            guard let clipped = rect.intersection(bounds) else { continue }
            counts[clipped.minY * stride + clipped.minX] += 1
            counts[clipped.minY * stride + clipped.maxX] -= 1
            counts[clipped.maxY * stride + clipped.minX] -= 1
            counts[clipped.maxY * stride + clipped.maxX] += 1
        }
        for y in 0...height {
            var running: Int32 = 0
            for x in 0...width {
                running &+= counts[y * stride + x]
                counts[y * stride + x] = running &+ (y > 0 ? counts[(y - 1) * stride + x] : 0)
            }
        }
        self.counts = counts
    }

    /// Whether any of the rects covers the cell at `point` (which must be on the canvas).
    func covers(_ point: Point) -> Bool {
        counts[point.y * (width + 1) + point.x] != 0
    }
}
