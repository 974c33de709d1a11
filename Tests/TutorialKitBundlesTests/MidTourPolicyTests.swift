import Foundation
import TestSupport
import Testing
import TutorialKit

@testable import TutorialKitBundles

/// A user in the middle of a tour when a new version installs: continue the version they started
/// (the default), restart, or end, as the manifest says for the tutorial; and "show again when
/// the content changes" across bundles.
@Suite struct MidTourPolicyTests {
    static let started = Date(timeIntervalSince1970: 1_800_000_000)

    /// A store with version 1 installed, then version 2 (content version 2) with `policy`, and a
    /// user left at the second step of version 1.
    static func installTwoVersions(_ policy: MidTourPolicy?, _ scratch: Scratch) async throws -> (
        TutorialBundleStore, InMemorySeenStateStore
    ) {
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        let seen = InMemorySeenStateStore()
        try seen.update("welcome") {
            $0 = SeenRecord(
                status: .inProgress, contentVersion: 1, timesShown: 1, firstShownAt: started,
                lastShownAt: started,
                lastStep: "cart")
        }
        server.serve(try BundleSources.build(2, in: scratch, midTour: policy.map { ["welcome": $0] } ?? [:]))
        #expect(try await store.update(fetch: server.fetch) == .installed(version: 2, previous: 1))
        return (store, seen)
    }

    @Test func byDefaultAUserGoesOnWithTheVersionTheyStarted() async throws {
        let scratch = try Scratch()
        let (store, seen) = try await Self.installTwoVersions(nil, scratch)
        let tutorial = try #require(try store.tutorials(builtIn: []).tutorialToRun("welcome", store: seen))
        #expect(tutorial.version == 1)
        #expect(tutorial.steps.first?.text.plain == "Search, in version 1.")
        // Started on it, the controller resumes at the step the user left.
        let controller = TutorialController(tutorial: tutorial, store: seen, screen: nil)
        #expect(try controller.interruptedStep() == "cart")
        // A user who is not mid-tour gets the new version.
        let fresh = InMemorySeenStateStore()
        #expect(try store.tutorials(builtIn: []).tutorialToRun("welcome", store: fresh)?.version == 2)
    }

    @Test func restartStartsTheNewVersionFromItsFirstStep() async throws {
        let scratch = try Scratch()
        let (store, seen) = try await Self.installTwoVersions(.restart, scratch)
        let tutorial = try #require(try store.tutorials(builtIn: []).tutorialToRun("welcome", store: seen))
        #expect(tutorial.version == 2)
        // Still the run under way (a cap on tours a day does not stop it), from the first step.
        let controller = TutorialController(tutorial: tutorial, store: seen, screen: nil)
        #expect(try controller.interruptedStep() == "search")
    }

    @Test func endRecordsTheRunAsDismissedAndTheNewVersionShowsOnlyByItsRules() async throws {
        let scratch = try Scratch()
        let (store, seen) = try await Self.installTwoVersions(.end, scratch)
        let tutorial = try #require(try store.tutorials(builtIn: []).tutorialToRun("welcome", store: seen))
        #expect(tutorial.version == 2)
        let record = try #require(seen.record(for: "welcome"))
        #expect(record.status == .dismissed)
        #expect(record.lastStep == "cart")
        #expect(try TutorialController(tutorial: tutorial, store: seen, screen: nil).hasSeenTutorial())
    }

    @Test func aRunStartedOnTheBuiltInTutorialContinuesOnIt() async throws {
        let scratch = try Scratch()
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let builtIn = Tutorial(
            id: "welcome", version: 1,
            steps: [Step("search", text: "Built in."), Step("cart", text: "Cart.")])
        let seen = InMemorySeenStateStore()
        try seen.update("welcome") {
            $0 = SeenRecord(
                status: .abandoned, contentVersion: 1, timesShown: 1, firstShownAt: Self.started,
                lastShownAt: Self.started, lastStep: "cart")
        }
        let server = FolderServer(try BundleSources.build(2, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        let tutorial = try store.tutorials(builtIn: [builtIn]).tutorialToRun("welcome", store: seen)
        #expect(tutorial?.steps.first?.text.plain == "Built in.")
    }

    @Test func aNewContentVersionShowsAgainAndTheSameOneDoesNot() async throws {
        let scratch = try Scratch()
        let store = try TutorialBundleStore(folder: scratch.path("store"), bundleID: BundleSources.bundleID)
        let server = FolderServer(try BundleSources.build(1, in: scratch))
        _ = try await store.update(fetch: server.fetch)
        let seen = InMemorySeenStateStore()
        func hasSeen() throws -> Bool {
            var tutorial = try #require(store.tutorials(builtIn: []).tutorial(withID: "welcome"))
            tutorial.showAgainWhenVersionRises = true
            return try TutorialController(tutorial: tutorial, store: seen, screen: nil).hasSeenTutorial()
        }
        try seen.update("welcome") {
            $0 = SeenRecord(
                status: .completed, contentVersion: 1, timesShown: 1, firstShownAt: Self.started,
                lastShownAt: Self.started)
        }
        #expect(try hasSeen())
        // Bundle 2 changes only wording elsewhere: the tutorial keeps content version 1.
        server.serve(try BundleSources.build(2, in: scratch, contentVersion: 1))
        _ = try await store.update(fetch: server.fetch)
        #expect(try hasSeen())
        // Bundle 3 raises the tutorial's content version: it shows again.
        server.serve(try BundleSources.build(3, in: scratch, contentVersion: 3))
        _ = try await store.update(fetch: server.fetch)
        #expect(try !hasSeen())
    }
}
