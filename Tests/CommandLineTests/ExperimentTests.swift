import Foundation
import TestSupport
import Testing
import TutorialFixtures
import TutorialKit

/// An experiment places each user by a stable hash of their id, the tutorial's and the
/// experiment's name: the same on every device and in every process, split as the weights say.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct ExperimentTests {
    let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))

    static let experiment = Tutorial.Experiment(
        "primer-copy", controlWeight: 20,
        variants: [
            .init("long", weight: 30), .init("short", weight: 50, steps: ["why"], texts: ["why": "Why?"]),
        ])

    /// Three steps, the experiment above.
    static var tutorial: Tutorial {
        var tutorial = Tutorial("primer", screen: Fixtures.home) {
            Step("welcome", text: "Welcome")
            Step("why", text: "We use your location to find parks near you.")
            Step("done", text: "That's all")
        }
        tutorial.experiment = experiment
        return tutorial
    }

    @Test func oneHundredThousandUsersSplitAsTheWeightsSay() {
        var counts: [String: Int] = [:]
        let users = 100_000
        for user in 0..<users {
            counts[
                Self.experiment.assignment(userID: "user-\(user)", tutorialID: "primer").name, default: 0] +=
                1
        }
        for (name, weight) in [("control", 20), ("long", 30), ("short", 50)] {
            let share = Double(counts[name] ?? 0) / Double(users)
            #expect(abs(share - Double(weight) / 100) < 0.01, "\(name): \(share)")
        }
    }

    /// Buckets computed apart from this code, by `Scripts/experiment-bucket.py` (Python's own
    /// integers): a server or another platform computing them gets the same.
    @Test(arguments: [
        ("alice", "grocery-signup", "location-primer-2026-12", 100, 46),
        ("bob", "grocery-signup", "location-primer-2026-12", 100, 82),
        ("erin", "grocery-signup", "location-primer-2026-12", 100, 6),
        ("user-0", "primer", "primer-copy", 100, 54),
        ("Zoë", "primer", "primer-copy", 1_000_000, 675_736),
        ("日本", "primer", "primer-copy", 3, 0),
        ("", "", "", 7, 5),
    ])
    func bucketsMatchTheReferenceImplementation(
        user: String, tutorial: String, experiment: String, total: Int, bucket: Int
    ) {
        let placed = Tutorial.Experiment(experiment, variants: [.init("all", weight: total)])
        #expect(placed.bucket(userID: user, tutorialID: tutorial) == bucket)
    }

    /// Another process — the command line, run anew for each user — places each user where this
    /// one does.
    @Test func anotherProcessPlacesEveryUserAlike() throws {
        let grocery = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let tutorial = try #require(
            TutorialFile.load(path: TestPaths.repository.appendingPathComponent(grocery).path).model
        )
        .tutorial
        let experiment = try #require(tutorial.experiment)
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("experiment-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: store) }
        let users = ["alice", "bob", "carol", "dave", "erin", "ünïcode", "42"]
        let results = try SpawnedTool.runAll(
            users.map { user in
                SpawnedTool.Job(arguments: [
                    "explain", grocery, "--store", store.path, "--user", user, "--format", "json",
                ])
            }, parallel: 2)
        for (user, result) in zip(users, results) {
            #expect(result.status == 0, "\(result.errorText)")
            let report = try JSONReader.read(String(decoding: result.standardOutput, as: UTF8.self))
            #expect(
                report["variant"]?.value.string
                    == experiment.assignment(userID: user, tutorialID: tutorial.id).name, "\(user)")
        }
    }

    @Test func aUserInAVariantSeesItAndItIsRecordedEverywhere() throws {
        let store = InMemorySeenStateStore()
        let controller = TutorialController(tutorial: Self.tutorial, store: store, clock: clock)
        let user = try #require(
            (0..<100).map { "user-\($0)" }.first {
                Self.experiment.assignment(userID: $0, tutorialID: "primer").name == "short"
            })
        controller.userID = user
        var lines: [String] = []
        controller.onAnalyticsRecord = { lines.append($0.jsonLine) }
        let session = try #require(try controller.start())
        #expect(session.variant == "short")
        #expect(session.tutorial.steps.map(\.id) == ["why"])
        #expect(session.presentation?.text == "Why?")
        #expect(store.record(for: "primer")?.variant == "short")
        try session.next()
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.contains("\"variant\":\"short\"") }, "\(lines)")
    }

    @Test func theControlGroupSeesNothingAndTheReportSaysWhy() throws {
        let controller = TutorialController(tutorial: Self.tutorial, clock: clock)
        let user = try #require(
            (0..<100).map { "user-\($0)" }.first {
                Self.experiment.assignment(userID: $0, tutorialID: "primer") == .control
            })
        controller.userID = user
        #expect(try controller.start() == nil)
        let check = try #require(
            try controller.explain().checks.first { $0.check.rule.hasPrefix("experiment") })
        #expect(!check.check.holds)
        #expect(check.check.detail.contains("control group, which sees nothing"))
        #expect(check.check.detail.contains("control 0–19, long 20–49, short 50–99"))
    }

    @Test func withoutAUserIDTheTutorialShowsAsWritten() throws {
        let controller = TutorialController(tutorial: Self.tutorial, clock: clock)
        let session = try #require(try controller.start())
        #expect(session.variant == nil)
        #expect(session.tutorial.steps.count == 3)
    }

    @Test func weightsThatAddUpToNothingOrOverflowPlaceEveryoneSafely() {
        let empty = Tutorial.Experiment("x", variants: [.init("a", weight: 0), .init("b", weight: -5)])
        #expect(empty.totalWeight == 0)
        #expect(empty.assignment(userID: "u", tutorialID: "t").name == "a")
        let huge = Tutorial.Experiment("x", controlWeight: .max, variants: [.init("a", weight: .max)])
        #expect(huge.totalWeight == 2 * Tutorial.Experiment.largestWeight)
        #expect(huge.bucket(userID: "u", tutorialID: "t") < huge.totalWeight)
    }

    @Test func theFileAndTheDSLSayTheSame() throws {
        let json = """
            {
              "id": "primer", "version": 1, "screen": "home.screen.json",
              "experiment": {
                "name": "primer-copy", "control": 20,
                "variants": [
                  { "name": "long", "weight": 30 },
                  { "name": "short", "weight": 50, "steps": ["why"], "texts": { "why": "Why?" } }
                ]
              },
              "steps": [
                { "id": "welcome", "text": "Welcome" },
                { "id": "why", "text": "We use your location to find parks near you." },
                { "id": "done", "text": "That's all" }
              ]
            }
            """
        let loaded = Fixtures.loadOnHome(json)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        #expect(loaded.model?.tutorial == Self.tutorial)
        let encoded = try TutorialFile.encode(try #require(loaded.model))
        #expect(Fixtures.loadOnHome(encoded).model?.tutorial == Self.tutorial, "written and read back")
    }
}
