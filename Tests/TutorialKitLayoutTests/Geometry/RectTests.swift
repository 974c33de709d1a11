import Foundation
import Testing
import TutorialKitLayout

@Suite struct RectTests {
    let rect = Rect(x: 2, y: 3, width: 4, height: 5)

    @Test func edgesAreExclusiveAtTheMaximum() {
        #expect(rect.minX == 2 && rect.maxX == 6)
        #expect(rect.minY == 3 && rect.maxY == 8)
        #expect(rect.columns == 2..<6)
    }

    @Test(arguments: [
        (Point(x: 2, y: 3), true), (Point(x: 5, y: 7), true), (Point(x: 6, y: 3), false),
        (Point(x: 2, y: 8), false), (Point(x: 1, y: 4), false),
    ])
    func containsPoint(point: Point, inside: Bool) {
        #expect(rect.contains(point) == inside)
    }

    @Test func containsRect() {
        #expect(rect.contains(Rect(x: 3, y: 4, width: 2, height: 2)))
        #expect(rect.contains(rect))
        #expect(!rect.contains(Rect(x: 3, y: 4, width: 4, height: 2)))
    }

    @Test func intersectionOfOverlappingRects() {
        let other = Rect(x: 4, y: 0, width: 10, height: 4)
        #expect(rect.intersection(other) == Rect(x: 4, y: 3, width: 2, height: 1))
        #expect(rect.intersects(other))
    }

    @Test func touchingRectsDoNotIntersect() {
        let neighbour = Rect(x: 6, y: 3, width: 2, height: 2)
        #expect(rect.intersection(neighbour) == nil)
        #expect(!rect.intersects(neighbour))
    }

    @Test func unionCoversBothAndIgnoresEmptyRects() {
        let other = Rect(x: 10, y: 0, width: 1, height: 1)
        #expect(rect.union(other) == Rect(x: 2, y: 0, width: 9, height: 8))
        #expect(rect.union(.zero) == rect)
    }

    @Test func insetAndOutset() {
        #expect(
            rect.inset(by: EdgeInsets(top: 1, left: 1, bottom: 2, right: 0))
                == Rect(x: 3, y: 4, width: 3, height: 2))
        #expect(rect.outsetBy(dx: 1, dy: 1) == Rect(x: 1, y: 2, width: 6, height: 7))
        #expect(rect.insetBy(dx: 3, dy: 0).isEmpty)
    }

    @Test func clampedMovesTheLeastDistanceIntoBounds() {
        let bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(
            Rect(x: 8, y: -2, width: 4, height: 3).clamped(into: bounds)
                == Rect(x: 6, y: 0, width: 4, height: 3))
        #expect(rect.clamped(into: bounds) == rect)
    }

    @Test func clampedKeepsTheTopLeftEdgeWhenLargerThanBounds() {
        let bounds = Rect(x: 1, y: 1, width: 3, height: 3)
        #expect(Rect(x: 5, y: 5, width: 6, height: 6).clamped(into: bounds).origin == Point(x: 1, y: 1))
    }

    @Test func codableAsFormatsSpellsIt() throws {
        let json = #"{"height":5,"width":4,"x":2,"y":3}"#
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(rect), as: UTF8.self) == json)
        #expect(try JSONDecoder().decode(Rect.self, from: Data(json.utf8)) == rect)
    }
}
