import Foundation
import Testing
import TutorialKitAuthoring
import TutorialKitModel

/// What a host's `print(report)` and `print(check)` show.
@Suite struct ReportDescriptionTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func report(_ tutorial: Tutorial, events: [String: Rule.EventHistory] = [:]) -> Eligibility.Report {
        Eligibility.evaluate(tutorial, record: nil, context: Rule.Context(now: now, events: events))
    }

    /// The example in ``Eligibility/Report/description``'s documentation.
    @Test func aReportIsItsVerdictThenACheckALine() {
        var tutorial = Tutorial("rate-the-app") { Step("stars", text: "Rate us?") }
        tutorial.showIf = .all([
            .event("purchase.completed", withinDays: 1), .parameter("orderFinalized", .equals(.bool(true))),
        ])
        let purchase = Rule.EventHistory(count: 1, recent: [now])
        let report = report(tutorial, events: ["purchase.completed": purchase])
        #expect(
            "\(report)" == """
                rate-the-app would not start at 2027-01-15T08:00:00Z
                ✓ not seen yet: no record of it
                ✗ all of 2: 1 of 2 do not hold
                  ✓ event purchase.completed at least 1 within 1 day: 1 in the last day
                  ✗ orderFinalized = true: orderFinalized is not set
                """)
        #expect(report.date == now)
    }

    /// A check is its own line; the lines of the rules inside it are the report's to indent.
    @Test func aCheckIsItsOwnLine() throws {
        let check = Rule.any([.parameter("rebate", .equals(.bool(true)))]).check(in: Rule.Context(now: now))
        #expect(check.description == "✗ any of 1: none holds")
        #expect("\(try #require(check.children.first))" == "✗ rebate = true: rebate is not set")
    }

    /// A value from outside — a parameter, an id — cannot break a line or reach the terminal.
    @Test func controlCharactersAreShownAsEscapes() {
        var tutorial = Tutorial("tip\u{1B}[2J") { Step("a", text: "A") }
        tutorial.showIf = .parameter("plan", .equals(.string("pro")))
        let report = Eligibility.evaluate(
            tutorial, record: nil,
            context: Rule.Context(now: now, parameters: ["plan": .string("free\nline")]))
        #expect(
            report.description.split(separator: "\n") == [
                #"tip\e[2J would not start at 2027-01-15T08:00:00Z"#,
                "✓ not seen yet: no record of it",
                #"✗ plan = "pro": plan is "free\nline""#,
            ])
    }
}
