/// How wide text is drawn, in a host's units: terminal cells, or the points of an app drawing with
/// a proportional font its toolkit measures.
///
/// Only widths are the measurer's. The engine still finds the grapheme clusters, where a line may
/// break and which lines a text wraps to; it asks the measurer how wide each word, cluster and
/// space is. Widths are whole units: a measurer rounds each advance up, so a line it measured
/// never draws wider than the engine counted.
public protocol TextMeasurer: Hashable, Sendable {
    /// The advance of `run` drawn on one line — a word, a grapheme cluster or a space — in whole
    /// units, rounded up; never negative. A control character, which no box draws, is 0.
    func advance(of run: Substring) -> Int
}

/// Terminal cells: each grapheme cluster 0, 1 or 2 cells wide, as a terminal draws it.
public struct CellMeasurer: TextMeasurer {
    /// The measurer of terminal cells.
    public init() {}

    /// The cells `run` takes in a terminal.
    public func advance(of run: Substring) -> Int { DisplayWidth.of(run) }
}

/// A measurer that reads a run's UTF-8 itself: the engine hands it the bytes of each run rather
/// than a substring, which costs more to make than a table lookup per character.
package protocol UTF8TextMeasurer: TextMeasurer {
    /// The advance of the run whose UTF-8 is `bytes` (whole grapheme clusters), as
    /// ``TextMeasurer/advance(of:)`` gives it.
    func advance(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int
}

/// A measurer of any type in a box: what the engine keeps, a reference being quicker to copy.
/// Two boxes are equal when their measurers are.
package final class TextMeasurerBox: Hashable, Sendable {
    package let measurer: any TextMeasurer
    /// The measurer again when it reads UTF-8 itself, found once rather than at every run.
    package let utf8Measurer: (any UTF8TextMeasurer)?

    package init(_ measurer: any TextMeasurer) {
        self.measurer = measurer
        utf8Measurer = measurer as? any UTF8TextMeasurer
    }

    /// The advance of `text`, at least 0: from its bytes when the measurer reads them.
    package func advance(of text: String) -> Int {
        if let utf8Measurer,
            let advance = text.utf8.withContiguousStorageIfAvailable({ utf8Measurer.advance(ofUTF8: $0) })
        {
            return Self.bounded(advance)
        }
        return Self.bounded(measurer.advance(of: Substring(text)))
    }

    /// The most a run may measure: a host's measurer is outside code, and the engine adds
    /// advances up (10⁹ each, a few thousand a line, stay far inside `Int`).
    package static let largestAdvance = 1_000_000_000

    /// `advance` within 0…``largestAdvance``.
    package static func bounded(_ advance: Int) -> Int { min(max(0, advance), largestAdvance) }

    package static func == (lhs: TextMeasurerBox, rhs: TextMeasurerBox) -> Bool {
        lhs === rhs || AnyHashable(lhs.measurer) == AnyHashable(rhs.measurer)
    }

    package func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(measurer)) }
}
