import Foundation
import TestSupport
import Testing
import TutorialKit

/// A host's `print(report)` is what `tutorialkit explain` prints for the same tutorial and facts.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct ExplainReportDescriptionTests {
    let scratch: Scratch
    let file = "Tutorials/rate-app/rate-app.tutorial.json"
    let now = "2027-01-15T08:00:00Z"
    /// The rate-app user of CommandLine.md: registered on 2026-12-20, pays directly, got a gift.
    let arguments = [
        "--param", "registeredAt=2026-12-20", "--param", "purchaseSource=directPayment", "--param",
        "orderFinalized=true", "--param", "welcomeGift=true",
    ]

    init() throws { scratch = try Scratch() }

    func date(_ text: String) throws -> Date { try Date.ISO8601FormatStyle().parse(text) }

    /// The report the host gets for `tutorial` from the store at `path`, at `now`.
    func hostReport(_ tutorial: String, store path: String) throws -> Eligibility.Report {
        let loaded = TutorialFile.load(path: TestPaths.repository.appendingPathComponent(tutorial).path)
        let controller = TutorialController(
            tutorial: try #require(loaded.model).tutorial, store: JSONFileSeenStore(path: path),
            clock: ManualClock(try date(now)))
        // The same user as `arguments`, as the host's own values.
        controller.parameters = [
            "registeredAt": .date(try date("2026-12-20T00:00:00Z")),
            "purchaseSource": .string("directPayment"),
            "orderFinalized": .bool(true), "welcomeGift": .bool(true),
        ]
        return try controller.explain()
    }

    /// A purchase today, and with or without an earlier show, in the store both read.
    @Test(arguments: [false, true])
    func printingTheReportGivesExplainsText(shownBefore: Bool) throws {
        let path = scratch.path("state.json")
        let store = JSONFileSeenStore(path: path)
        try store.recordEvent("purchase.completed", at: try date(now))
        if shownBefore {
            let shown = try date("2027-01-01T08:00:00Z")
            try store.update("rate-the-app") { record in
                record = SeenRecord(
                    status: .skipped, contentVersion: 1, timesShown: 1, firstShownAt: shown,
                    lastShownAt: shown, lastStep: "stars", recentShows: [shown])
            }
        }
        let tool = try ToolRunner.run(["explain", file, "--store", path, "--now", now] + arguments)
        #expect(tool.status == 0, "\(tool.standardError)")
        let report = try hostReport(file, store: path)
        #expect(tool.standardOutput == "\(report)\n")
        #expect(report.starts == !shownBefore)
    }

    /// The whole text, for a reader to see the format: a prompt shown two weeks ago waits for 30
    /// days to pass.
    @Test func theTextOfAPromptThatWouldNotStart() throws {
        let path = scratch.path("state.json")
        let store = JSONFileSeenStore(path: path)
        try store.recordEvent("purchase.completed", at: try date(now))
        let shown = try date("2027-01-01T08:00:00Z")
        try store.update("rate-the-app") { record in
            record = SeenRecord(
                status: .skipped, contentVersion: 1, timesShown: 1, firstShownAt: shown, lastShownAt: shown,
                lastStep: "stars", recentShows: [shown])
        }
        #expect(
            "\(try hostReport(file, store: path))" == """
                rate-the-app would not start at 2027-01-15T08:00:00Z
                ✓ not completed: skipped, last shown 2027-01-01T08:00:00Z
                ✓ all of 6: every rule holds
                  ✓ event purchase.completed at least 1 within 1 day: 1 in the last day
                  ✓ purchaseSource in ["directPayment", "merchantPayment"]: purchaseSource is "directPayment"
                  ✓ orderFinalized = true: orderFinalized is true
                  ✓ any of 3: 1 of 3 hold
                    ✓ welcomeGift = true: welcomeGift is true
                    ✗ discounted = true: discounted is not set
                    ✗ rebate = true: rebate is not set
                  ✓ days since registeredAt at least 20: 26 days since 2026-12-20T00:00:00Z
                  ✓ not: the rule inside does not hold
                    ✗ any of 1: none holds
                      ✗ hasOpenRefund = true: hasOpenRefund is not set
                ✗ at least 30 days since last shown: last shown 14 days ago
                ✓ shown at most 3 times within 365 days: shown once in that window
                """)
    }

    /// The steps that ask the host to act are the command's own lines, after the report's.
    @Test func theCommandAddsTheStepsThatAskTheHost() throws {
        let grocery = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let path = scratch.path("state.json")
        let tool = try ToolRunner.run(["explain", grocery, "--store", path, "--now", now])
        #expect(tool.status == 0, "\(tool.standardError)")
        let report = "\(try hostReport(grocery, store: path))\n"
        #expect(tool.standardOutput.hasPrefix(report))
        let added = tool.standardOutput.dropFirst(report.count).split(separator: "\n")
        #expect(added.count == 1)
        #expect(
            added.first?.hasPrefix(#"step "why-location" asks the host for location.request; then "#) == true)
    }
}
