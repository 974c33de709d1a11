import Foundation
import Testing
import TutorialKitModel

@Suite struct RuleTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    func days(_ count: Double) -> TimeInterval { count * 86_400 }

    func context(
        parameters: [String: Rule.ParameterValue] = [:], events: [String: Rule.EventHistory] = [:],
        seen: [String: SeenRecord] = [:]
    ) -> Rule.Context {
        Rule.Context(now: now, parameters: parameters, events: events, seen: seen)
    }

    @Test func eventCountsInAllTime() {
        let history = Rule.EventHistory(
            count: 2, recent: [now.addingTimeInterval(-days(90)), now.addingTimeInterval(-days(1))])
        let rule = Rule.event("purchase.completed", atLeast: 2, withinDays: nil)
        let check = rule.check(in: context(events: ["purchase.completed": history]))
        #expect(check.holds)
        #expect(check.rule == "event purchase.completed at least 2")
        #expect(check.detail == "2 in all")
        #expect(!rule.holds(in: context()))
    }

    @Test func eventCountsWithinDaysIncludeTheEdge() {
        let exactly30 = Rule.EventHistory(count: 1, recent: [now.addingTimeInterval(-days(30) + 1)])
        let just31 = Rule.EventHistory(count: 1, recent: [now.addingTimeInterval(-days(30) - 1)])
        let rule = Rule.event("purchase.completed", atLeast: 1, withinDays: 30)
        #expect(rule.holds(in: context(events: ["purchase.completed": exactly30])))
        #expect(!rule.holds(in: context(events: ["purchase.completed": just31])))
        #expect(
            rule.check(in: context(events: ["purchase.completed": just31])).detail == "0 in the last 30 days")
    }

    @Test func eventHistoryIsBounded() {
        var history = Rule.EventHistory()
        for index in 0..<250 { history = history.adding(now.addingTimeInterval(Double(index))) }
        #expect(history.count == 250)
        #expect(history.recent.count == Rule.EventHistory.recentLimit)
        #expect(history.last == now.addingTimeInterval(249))
    }

    @Test func daysSinceADateParameter() {
        let registered: [String: Rule.ParameterValue] = [
            "registeredAt": .date(now.addingTimeInterval(-days(20)))
        ]
        #expect(
            Rule.daysSince("registeredAt", atLeast: 20, atMost: nil).holds(
                in: context(parameters: registered)))
        #expect(
            !Rule.daysSince("registeredAt", atLeast: 21, atMost: nil).holds(
                in: context(parameters: registered)))
        #expect(
            !Rule.daysSince("registeredAt", atLeast: nil, atMost: 19).holds(
                in: context(parameters: registered)))
        let missing = Rule.daysSince("registeredAt", atLeast: 20, atMost: nil).check(in: context())
        #expect(!missing.holds)
        #expect(missing.detail == "registeredAt is not set")
        let wrongKind = Rule.daysSince("registeredAt", atLeast: 1, atMost: nil).check(
            in: context(parameters: ["registeredAt": 5]))
        #expect(wrongKind.detail == "registeredAt is a number, not a date")
    }

    @Test(arguments: [
        (Rule.ParameterTest.equals(true), Rule.ParameterValue.bool(true), true),
        (.equals(true), .bool(false), false),
        (.equals(3), .number(3), true), (.equals("3"), .number(3), false),
        (.isIn(["RU", "BY"]), .string("BY"), true), (.isIn(["RU", "BY"]), .string("KZ"), false),
        (.atLeast(3), .number(3), true), (.atLeast(3), .number(2), false),
        (.greaterThan(3), .number(3), false),
        (.lessThan(3), .number(2.5), true), (.atMost(3), .number(3), true),
        (.lessThan("b"), .string("a"), true),
        (.greaterThan(true), .bool(true), false), (.atLeast(3), .string("5"), false),
    ])
    func parameterTests(test: Rule.ParameterTest, value: Rule.ParameterValue, passes: Bool) {
        #expect(Rule.parameter("p", test).holds(in: context(parameters: ["p": value])) == passes)
    }

    @Test func datesCompareWithISOStrings() {
        let rule = Rule.parameter("renewsAt", .lessThan("2027-06-01T00:00:00Z"))
        #expect(rule.holds(in: context(parameters: ["renewsAt": .date(now)])))
    }

    @Test func missingParameterDoesNotHold() {
        let check = Rule.parameter("isLoyal", .equals(true)).check(in: context())
        #expect(!check.holds)
        #expect(check.detail == "isLoyal is not set")
    }

    @Test func anotherTutorialsStatus() {
        let record = SeenRecord(
            status: .completed, contentVersion: 1, timesShown: 1, firstShownAt: now, lastShownAt: now)
        let rule = Rule.tutorial("onboarding", status: .completed)
        #expect(rule.holds(in: context(seen: ["onboarding": record])))
        #expect(rule.check(in: context()).detail == "no record of it")
        #expect(
            !Rule.tutorial("onboarding", status: .skipped).holds(in: context(seen: ["onboarding": record])))
    }

    @Test func combinations() {
        let yes = Rule.parameter("a", .equals(true))
        let no = Rule.parameter("b", .equals(true))
        let values: [String: Rule.ParameterValue] = ["a": true, "b": false]
        #expect(Rule.all([yes, yes]).holds(in: context(parameters: values)))
        #expect(!Rule.all([yes, no]).holds(in: context(parameters: values)))
        #expect(Rule.any([no, yes]).holds(in: context(parameters: values)))
        #expect(!Rule.any([no]).holds(in: context(parameters: values)))
        #expect(Rule.not(no).holds(in: context(parameters: values)))
        #expect(Rule.all([]).holds(in: context()))
        #expect(!Rule.any([]).holds(in: context()))
    }

    /// The talk's "rate the app" conditions, as a host would write them.
    static let rateTheApp = Rule.all([
        .event("purchase.completed", atLeast: 1, withinDays: 1),
        .parameter("orderFinalized", .equals(true)),
        .any([
            .parameter("welcomeGift", .equals(true)), .parameter("discounted", .equals(true)),
            .parameter("rebate", .equals(true)),
        ]),
        .daysSince("registeredAt", atLeast: 20, atMost: nil),
        .not(.any([.parameter("hasOpenRefund", .equals(true))])),
    ])

    @Test func rateTheAppExplainsEveryCondition() {
        let context = context(
            parameters: [
                "orderFinalized": true, "welcomeGift": false, "discounted": true,
                "registeredAt": .date(now.addingTimeInterval(-days(25))),
                "hasOpenRefund": false,
            ],
            events: ["purchase.completed": Rule.EventHistory(count: 4, recent: [now.addingTimeInterval(-60)])]
        )
        let check = Self.rateTheApp.check(in: context)
        #expect(check.holds)
        let lines = check.flattened.map {
            "\(String(repeating: "  ", count: $0.depth))\($0.check.holds ? "✓" : "✗") \($0.check.rule): \($0.check.detail)"
        }
        #expect(
            lines == [
                "✓ all of 5: every rule holds",
                "  ✓ event purchase.completed at least 1 within 1 day: 1 in the last day",
                "  ✓ orderFinalized = true: orderFinalized is true",
                "  ✓ any of 3: 1 of 3 hold",
                "    ✗ welcomeGift = true: welcomeGift is false",
                "    ✓ discounted = true: discounted is true",
                "    ✗ rebate = true: rebate is not set",
                "  ✓ days since registeredAt at least 20: 25 days since 2026-12-21T08:00:00Z",
                "  ✓ not: the rule inside does not hold",
                "    ✗ any of 1: none holds",
                "      ✗ hasOpenRefund = true: hasOpenRefund is false",
            ])
    }

    @Test func aNewUserIsNotAsked() {
        let context = context(
            parameters: [
                "orderFinalized": true, "discounted": true,
                "registeredAt": .date(now.addingTimeInterval(-days(3))),
            ],
            events: ["purchase.completed": Rule.EventHistory(count: 1, recent: [now.addingTimeInterval(-60)])]
        )
        let check = Self.rateTheApp.check(in: context)
        #expect(!check.holds)
        #expect(check.detail == "1 of 5 do not hold")
    }
}
