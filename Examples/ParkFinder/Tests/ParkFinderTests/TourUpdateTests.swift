import Foundation
import ParkFinderCore
import Testing
import TutorialKit
import TutorialKitBundles

/// Newer tours from a server: the options that ask for them, how the server's caching headers
/// are read, and a tour under way never swapped for the new version.
@Suite struct TourUpdateTests {
    @Test func theToursURLMustBeHTTPAndTheTimeoutSensible() throws {
        let options = try ParkFinderOptions(
            ["--tours-url", "https://example.com/tours/", "--tours-timeout", "3", "--update-tours"],
            environment: [:])
        #expect(options.toursURL?.absoluteString == "https://example.com/tours/")
        #expect(options.toursTimeout == 3)
        #expect(options.action == .updateTours)
        #expect(try ParkFinderOptions(["--rollback-tours"], environment: [:]).action == .rollbackTours)
        for arguments in [
            ["--tours-url", "file:///etc/"], ["--tours-url", "not a url"], ["--tours-timeout", "0"],
            ["--tours-timeout", "nan"], ["--tours-timeout", "601"], ["--update-tours"],
        ] {
            #expect(throws: ParkFinderOptionsError.self, "\(arguments)") {
                try ParkFinderOptions(arguments, environment: [:])
            }
        }
    }

    @Test func maxAgeIsReadFromCacheControl() {
        #expect(TourServer.maxAge("public, max-age=300") == 300)
        #expect(TourServer.maxAge("Max-Age=60") == 60)
        #expect(TourServer.maxAge("no-cache") == 0)
        #expect(TourServer.maxAge("max-age=-5") == nil)
        #expect(TourServer.maxAge("max-age=99999999999999999999") == 999_999_999)
        #expect(TourServer.maxAge(nil) == nil)
    }

    @Test func newToursWaitForTheTourUnderWayToEnd() throws {
        let clock = ManualClock(Date(timeIntervalSince1970: 1_800_000_000))
        let store = InMemorySeenStateStore()
        let app = try ParkFinderApp(
            size: Size(width: 80, height: 24), store: store, clock: clock,
            profile: ParkFinderProfile(registeredAt: clock.now()))
        let builtIn = try Onboarding.builtInTours()
        var changed = builtIn.tutorials
        let first = try #require(changed.firstIndex { $0.id == "first-launch" })
        changed[first].steps[0].title = "Changed"
        let newer = BundleTutorials.builtIn(changed)
        #expect(app.onboarding.session?.tutorial.id == "first-launch")
        #expect(try !app.onboarding.replaceTours(with: newer))
        #expect(app.onboarding.session?.tutorial.steps.first?.title != "Changed")
        _ = app.handle(.escape)
        #expect(try app.onboarding.replaceTours(with: newer))
        #expect(app.onboarding.tours.tutorial(withID: "first-launch")?.steps.first?.title == "Changed")
    }
}

/// The bundles article shows the park finder's fetch function: it is the one the app runs.
@Suite struct TourArticleTests {
    @Test func theArticlesFetchFunctionIsTourServers() throws {
        let here = URL(fileURLWithPath: #filePath)
        let repository = here.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: repository.appendingPathComponent(
                "Sources/TutorialKit/Documentation.docc/ShippingToursWithoutARelease.md"), encoding: .utf8)
        let source = try String(
            contentsOf: repository.appendingPathComponent(
                "Examples/ParkFinder/Sources/ParkFinderCore/TourServer.swift"), encoding: .utf8)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst().map {
            $0.components(separatedBy: "\n```").first ?? ""
        }
        let excerpt = try #require(blocks.first { $0.hasPrefix("package func fetch") })
        let indented = excerpt.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "    " + $0
        }.joined(separator: "\n")
        #expect(source.contains(indented))
    }
}
