import Foundation
import TestSupport
import Testing
import TutorialKit

/// `tutorialkit simulate`: a year of the rate prompt's rules in a second, as a user runs it.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct SimulateCommandTests {
    let rateApp = "Tutorials/rate-app/rate-app.tutorial.json"
    /// A user who registered on 2026-12-20, paid directly with a discount, and buys every 3 days.
    let buyer = [
        "--param", "purchaseSource=directPayment", "--param", "orderFinalized=true", "--param",
        "discounted=true",
        "--param", "registeredAt=2026-12-20", "--param", "hasOpenRefund=false",
        "--event", "purchase.completed@every:3d",
    ]
    static let golden = TestPaths.repository.appendingPathComponent(
        "Tests/CommandLineTests/Golden/rate-app-a-year.txt")

    @Test func theRatePromptOverAYearMatchesItsGoldenFile() throws {
        let result = try ToolRunner.run(
            ["simulate", rateApp, "--from", "2027-01-01", "--days", "365"] + buyer)
        #expect(result.status == 0, "\(result.standardError)")
        if TestPaths.isRecording {
            try result.standardOutput.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        #expect(result.standardOutput == (try String(contentsOf: Self.golden, encoding: .utf8)))
    }

    /// The rules as the talk states them: 20 days after registering, not again within 30 days, at
    /// most three times a year; a buyer who rates at once is never asked again.
    @Test func showsFollowTheRulesAndTheSeenStateEachLeaves() throws {
        let json = try ToolRunner.run(
            ["simulate", rateApp, "--from", "2027-01-01", "--days", "365", "--format", "json"] + buyer)
        let report = try JSONReader.read(json.standardOutput)
        #expect(
            report["shows"]?.value.elements?.compactMap(\.string) == [
                "2027-01-10T00:00:00Z", "2027-02-09T00:00:00Z", "2027-03-11T00:00:00Z",
            ])
        let checks = try #require(report["checks"]?.value.elements)
        #expect(checks.count == 365)
        // Day 7: a purchase that day, but 18 days since registering.
        #expect(
            checks[6]["reasons"]?.value.elements?.compactMap(\.string) == [
                "days since registeredAt at least 20"
            ])
        #expect(checks[9]["shows"]?.value.bool == true)
        let completed = try ToolRunner.run(
            ["simulate", rateApp, "--from", "2027-01-01", "--days", "365", "--outcome", "completed"] + buyer)
        #expect(completed.standardOutput.split(separator: "\n").last == "shown once: 2027-01-10")
    }

    @Test func aDateOutsideTheScheduleIsAReason() throws {
        let result = try ToolRunner.run([
            "simulate", "Tutorials/photo-gallery/photo-gallery.tutorial.json", "--from", "2026-10-30",
            "--days", "4",
        ])
        #expect(
            result.standardOutput.split(separator: "\n").map(String.init) == [
                "photo-gallery-tour, checked daily from 2026-10-30T00:00:00Z for 4 days (no events; each show dismissed)",
                "days 1–2 (2026-10-30 to 2026-10-31): not shown, unmet: available from 2026-11-01 through 2027-03-31 (2 days)",
                "day 3 (2026-11-01): shows",
                "day 4 (2026-11-02): not shown, unmet: not seen yet (1 day)",
                "shown once: 2026-11-01",
            ])
    }

    @Test(arguments: [
        (["--days", "0"], "--days must be a whole number from 1 to 3660, not '0'"),
        (["--days", "9", "--event", "purchase.complete@every:3d"], "did you mean 'purchase.completed'"),
        (
            ["--days", "9", "--event", "purchase.completed@weekly"],
            "--event takes NAME@every:Nd or NAME@day:N"
        ),
        (["--days", "9", "--event", "purchase.completed@day:10"], "the day must be from 1 to --days (9)"),
        (["--days", "9", "--outcome", "rated"], "--outcome must be dismissed, skipped or completed"),
    ])
    func aMistakeIsAUsageError(options: [String], message: String) throws {
        let result = try ToolRunner.run(["simulate", rateApp, "--from", "2027-01-01"] + options)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
    }

    @Test func aUserInTheControlGroupIsNeverShownIt() throws {
        let signUp = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let control = try ToolRunner.run([
            "simulate", signUp, "--from", "2026-12-01", "--days", "3", "--user", "erin",
        ])
        #expect(control.status == 0, "\(control.standardError)")
        #expect(
            control.standardOutput.contains(
                "days 1–3 (2026-12-01 to 2026-12-03): not shown, unmet: experiment \"location-primer-2026-12\" (3 days)"
            ), "\(control.standardOutput)")
        #expect(control.standardOutput.hasSuffix("never shown\n"))
        #expect(control.standardOutput.contains("user \"erin\" sees the control group"))
        let variant = try ToolRunner.run([
            "simulate", signUp, "--from", "2026-12-01", "--days", "3", "--user", "alice",
        ])
        #expect(variant.standardOutput.contains("day 1 (2026-12-01): shows"), "\(variant.standardOutput)")
    }

    @Test func daysPastTheYear9999AreAUsageError() throws {
        let result = try ToolRunner.run(["simulate", rateApp, "--from", "9999-12-30", "--days", "3"])
        #expect(result.status == 2)
        #expect(
            result.standardError.contains("--from 9999-12-30 and --days 3 reach past 9999-12-31"),
            "\(result.standardError)")
        let lastDay = try ToolRunner.run(["simulate", rateApp, "--from", "9999-12-30", "--days", "2"])
        #expect(lastDay.status == 0, "\(lastDay.standardError)")
        #expect(lastDay.standardOutput.contains("(9999-12-30 to 9999-12-31)"), "\(lastDay.standardOutput)")
    }
}
