import Testing
import TutorialKitTerminal

/// Signals reach one catcher: a second is refused until the first stops.
@Suite(.serialized) struct TerminalSignalsTests {
    @Test func oneCatcherAtATime() throws {
        let first = try TerminalSignals()
        #expect(throws: TerminalError.self) { try TerminalSignals() }
        first.stop()
        let second = try TerminalSignals()
        second.stop()
    }
}
