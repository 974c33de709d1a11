import TutorialKitLayout
import TutorialKitText

/// Cells, measured through the measurer's path rather than the engine's own count: a layout with
/// it must equal the terminal's, cell for cell.
struct CellsThroughAMeasurer: TextMeasurer {
    func advance(of run: Substring) -> Int { DisplayWidth.of(run) }
}

/// A made-up proportional font in points: narrow and wide letters, a narrow space, and wide
/// characters twice a letter.
struct MadeUpFont: TextMeasurer {
    func advance(of run: Substring) -> Int {
        run.reduce(0) { $0 + Self.advance(of: $1) }
    }

    static func advance(of character: Character) -> Int {
        if character == " " { return 4 }
        if "il.,'!|".contains(character) { return 3 }
        if "mwMW".contains(character) { return 12 }
        if character.isUppercase { return 9 }
        return DisplayWidth.of(character) == 2 ? 16 : 7 * DisplayWidth.of(character)
    }
}

extension LayoutEngine.Metrics {
    /// An app's metrics in points with ``MadeUpFont``.
    static let madeUpPoints = LayoutEngine.Metrics(
        measurer: MadeUpFont(),
        chrome: StepLayout.BoxChrome(
            lineHeight: 20, border: 1, verticalPadding: 12, footerHeight: 32, footerSpacing: 8,
            buttonPadding: 12, buttonSpacing: 8, arrowLength: 8, arrowWidth: 16, cornerRadius: 10))
}

extension LayoutEngine.Options {
    /// Options in points for ``LayoutEngine/Metrics/madeUpPoints``.
    static let madeUpPoints = LayoutEngine.Options(
        maximumTextWidth: 260, gap: 12, margin: 8, minimumNarrowedTextWidth: 120, padding: 16,
        spotlightPadding: 6)
}

/// ``MadeUpFont`` that counts the characters it is asked to measure, so a test can tell how much
/// measuring a wrap took.
struct CountingFont: TextMeasurer {
    final class Tally: @unchecked Sendable {
        // @unchecked: the lock guards `characters`.
        private let lock = Lock()
        private var count = 0
        var characters: Int { lock.withLock { count } }
        func add(_ measured: Int) { lock.withLock { count += measured } }
    }

    let tally = Tally()

    func advance(of run: Substring) -> Int {
        tally.add(run.count)
        return MadeUpFont().advance(of: run)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.tally === rhs.tally }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(tally)) }
}
