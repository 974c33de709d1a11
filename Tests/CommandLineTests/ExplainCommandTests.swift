import Foundation
import TestSupport
import Testing
import TutorialKit

/// `tutorialkit explain` as a user runs it, output checked line by line.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct ExplainCommandTests {
    let scratch: Scratch
    let file = "Tutorials/rate-app/rate-app.tutorial.json"
    let now = "2027-01-15T08:00:00Z"
    let satisfied = [
        "--param", "purchaseSource=directPayment", "--param", "orderFinalized=true", "--param",
        "discounted=true",
        "--param", "registeredAt=2026-12-01", "--param", "hasOpenRefund=false", "--event",
        "purchase.completed=1",
    ]

    init() throws { scratch = try Scratch() }

    @Test(arguments: [
        (
            "2026-10-01T00:00:00Z",
            "✗ available from 2026-11-01 through 2027-03-31: not yet: it starts in 31 days"
        ),
        (
            "2026-11-24T10:00:00Z",
            "✓ available from 2026-11-01 through 2027-03-31: now is within it, 127 days left"
        ),
        (
            "2027-04-01T00:00:00Z",
            "✗ available from 2026-11-01 through 2027-03-31: no longer: it ended 0 min ago"
        ),
    ])
    func itReportsTheScheduleAgainstNow(at moment: String, line: String) throws {
        let gallery = "Tutorials/photo-gallery/photo-gallery.tutorial.json"
        let result = try ToolRunner.run([
            "explain", gallery, "--store", scratch.path("state.json"), "--now", moment,
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").map(String.init).contains(line))
    }

    /// Two users in two variants, and one in the control group, with the bucket behind each.
    @Test(arguments: [
        ("alice", "would start", #"sees variant "welcome-first" (bucket 46 of 100"#),
        ("bob", "would start", #"sees variant "straight-to-why" (bucket 82 of 100"#),
        ("erin", "would not start", "is in the control group, which sees nothing (bucket 6 of 100"),
    ])
    func itSaysWhichVariantAUserSees(user: String, verdict: String, detail: String) throws {
        let grocery = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let result = try ToolRunner.run([
            "explain", grocery, "--store", scratch.path("state.json"), "--now", now, "--user", user,
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("grocery-signup \(verdict)"))
        #expect(
            result.standardOutput.contains(
                #"experiment "location-primer-2026-12": user "\#(user)" \#(detail)"#))
        let empty = try ToolRunner.run([
            "explain", grocery, "--store", scratch.path("state.json"), "--user", "",
        ])
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("--user needs a value, not an empty one"))
    }

    @Test func itSaysWhereEachOfTheHostsAnswersLeads() throws {
        let grocery = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let text = try ToolRunner.run([
            "explain", grocery, "--store", scratch.path("state.json"), "--now", now,
        ])
        #expect(text.status == 0)
        let expected: String =
            #"step "why-location" asks the host for location.request; then location.allowedOnce goes to "detect"; "#
            + #"location.allowedWhileUsing goes to "detect"; location.allowedAlways goes to "detect"; "#
            + #"location.denied goes to "cities"; any other outcome goes to "cities"; "#
            + #"no outcome within 120 s goes to "cities""#
        let lastLine = text.standardOutput.split(separator: "\n").last.map(String.init)
        #expect(lastLine == expected)
        let json = try ToolRunner.run(
            ["explain", grocery, "--store", scratch.path("state.json"), "--now", now, "--format", "json"])
        let report = try JSONReader.read(json.standardOutput)
        let request = try #require(report["requests"]?.value.elements?.first)
        #expect(request["step"]?.value.string == "why-location")
        let outcomes = try #require(request["outcomes"]?.value)
        #expect(outcomes["requests"]?.value.elements?.compactMap(\.string) == ["location.request"])
        #expect(outcomes["on"]?.value["location.denied"]?.value.string == "cities")
        #expect(outcomes["timeout"]?.value["then"]?.value.string == "cities")
        let rateApp = try ToolRunner.run(
            ["explain", file, "--store", scratch.path("state.json"), "--now", now, "--format", "json"])
        #expect(try JSONReader.read(rateApp.standardOutput)["requests"]?.value.elements?.isEmpty == true)
    }

    @Test func aPromptThatWouldStart() throws {
        let result = try ToolRunner.run(
            ["explain", file, "--store", scratch.path("state.json"), "--now", now] + satisfied)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.split(separator: "\n") == [
                "rate-the-app would start at 2027-01-15T08:00:00Z",
                "✓ not seen yet: no record of it",
                "✓ all of 6: every rule holds",
                "  ✓ event purchase.completed at least 1 within 1 day: 1 in the last day",
                #"  ✓ purchaseSource in ["directPayment", "merchantPayment"]: purchaseSource is "directPayment""#,
                "  ✓ orderFinalized = true: orderFinalized is true",
                "  ✓ any of 3: 1 of 3 hold",
                "    ✗ welcomeGift = true: welcomeGift is not set",
                "    ✓ discounted = true: discounted is true",
                "    ✗ rebate = true: rebate is not set",
                "  ✓ days since registeredAt at least 20: 45 days since 2026-12-01T00:00:00Z",
                "  ✓ not: the rule inside does not hold",
                "    ✗ any of 1: none holds",
                "      ✗ hasOpenRefund = true: hasOpenRefund is false",
                "✓ at least 30 days since last shown: never shown",
                "✓ shown at most 3 times within 365 days: shown 0 times in that window",
            ])
    }

    @Test func aPromptThatWouldNotStart() throws {
        let store = JSONFileSeenStore(path: scratch.path("state.json"))
        let shown = try Date.ISO8601FormatStyle().parse("2027-01-01T08:00:00Z")
        try store.update("rate-the-app") { record in
            record = SeenRecord(
                status: .skipped, contentVersion: 1, timesShown: 1, firstShownAt: shown, lastShownAt: shown,
                lastStep: "stars",
                recentShows: [shown])
        }
        let newUser = satisfied.map { $0 == "registeredAt=2026-12-01" ? "registeredAt=2027-01-10" : $0 }
        let result = try ToolRunner.run(
            ["explain", file, "--store", scratch.path("state.json"), "--now", now, "--format", "json"]
                + newUser)
        #expect(result.status == 0)
        let report = try JSONReader.read(result.standardOutput)
        #expect(report.members?.map(\.key) == ["tutorial", "starts", "variant", "checks", "requests"])
        #expect(report["starts"]?.value.bool == false)
        let checks = try #require(report["checks"]?.value.elements).map { check in
            "\(check["holds"]?.value.bool == true ? "✓" : "✗") \(check["rule"]?.value.string ?? ""): \(check["detail"]?.value.string ?? "")"
        }
        #expect(
            checks == [
                "✓ not completed: skipped, last shown 2027-01-01T08:00:00Z",
                "✗ all of 6: 1 of 6 do not hold",
                "✓ event purchase.completed at least 1 within 1 day: 1 in the last day",
                #"✓ purchaseSource in ["directPayment", "merchantPayment"]: purchaseSource is "directPayment""#,
                "✓ orderFinalized = true: orderFinalized is true",
                "✓ any of 3: 1 of 3 hold",
                "✗ welcomeGift = true: welcomeGift is not set",
                "✓ discounted = true: discounted is true",
                "✗ rebate = true: rebate is not set",
                "✗ days since registeredAt at least 20: 5 days since 2027-01-10T00:00:00Z",
                "✓ not: the rule inside does not hold",
                "✗ any of 1: none holds",
                "✗ hasOpenRefund = true: hasOpenRefund is false",
                "✗ at least 30 days since last shown: last shown 14 days ago",
                "✓ shown at most 3 times within 365 days: shown once in that window",
            ])
    }

    @Test func eventsComeFromTheStoreToo() throws {
        let store = JSONFileSeenStore(path: scratch.path("state.json"))
        try store.recordEvent(
            "purchase.completed",
            at: try Date.ISO8601FormatStyle().parse("2027-01-15T07:00:00Z"))
        let withoutCLIEvent = satisfied.filter { $0 != "--event" && $0 != "purchase.completed=1" }
        let result = try ToolRunner.run(
            ["explain", file, "--store", scratch.path("state.json"), "--now", now] + withoutCLIEvent)
        #expect(
            result.standardOutput.contains(
                "✓ event purchase.completed at least 1 within 1 day: 1 in the last day"))
    }

    @Test(arguments: [
        (
            ["explain", "Tutorials/rate-app/rate-app.tutorial.json"],
            "tutorialkit: explain needs --store PATH (see 'tutorialkit explain --help')"
        ),
        (
            ["explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "x", "--param", "novalue"],
            "tutorialkit: --param takes name=value, not 'novalue' (see 'tutorialkit explain --help')"
        ),
        (
            ["explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "x", "--now", "tomorrow"],
            "tutorialkit: --now must be an ISO 8601 date such as 2026-11-22T10:00:00Z, not 'tomorrow' (see 'tutorialkit explain --help')"
        ),
        (
            [
                "explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "x", "--param",
                "purchaseSorce=app",
            ],
            "tutorialkit: --param purchaseSorce: the tutorial has no parameter 'purchaseSorce'; did you mean 'purchaseSource'?; its parameters: discounted, hasOpenRefund, orderFinalized, purchaseSource, rebate, registeredAt, welcomeGift (see 'tutorialkit explain --help')"
        ),
        (
            [
                "explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "x", "--event",
                "purchase.complete=1",
            ],
            "tutorialkit: --event purchase.complete: the tutorial has no event 'purchase.complete'; did you mean 'purchase.completed'?; its events: purchase.completed (see 'tutorialkit explain --help')"
        ),
        (
            [
                "explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "x", "--param",
                "welcomeGift=no",
            ],
            "tutorialkit: --param welcomeGift=no: 'welcomeGift' is declared a boolean; give true or false (see 'tutorialkit explain --help')"
        ),
        (
            [
                "explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "x", "--param",
                "registeredAt=soon",
            ],
            "tutorialkit: --param registeredAt=soon: 'registeredAt' is declared a date; give an ISO 8601 date such as 2026-11-22 (see 'tutorialkit explain --help')"
        ),
        (
            [
                "explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "x", "--now",
                "2026-02-30T25:61:00Z",
            ],
            "tutorialkit: --now must be an ISO 8601 date such as 2026-11-22T10:00:00Z, not '2026-02-30T25:61:00Z' (see 'tutorialkit explain --help')"
        ),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message + "\n")
    }

    @Test("a parameter declared a string is the text given, even when it reads as a number")
    func declaredStringsStayStrings() throws {
        let result = try ToolRunner.run([
            "explain", "Tutorials/rate-app/rate-app.tutorial.json", "--store", "/nonexistent-dir/x.json",
            "--now",
            "2026-11-22T10:00:00Z", "--param", "purchaseSource=42",
        ])
        #expect(result.standardOutput.contains(#"purchaseSource is "42""#), "\(result.standardOutput)")
    }
}
