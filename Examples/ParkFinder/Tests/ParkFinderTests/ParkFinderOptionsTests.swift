import Foundation
import ParkFinderCore
import Testing

@Suite struct ParkFinderOptionsTests {
    @Test func theStateFolderFollowsXDGThenHome() throws {
        #expect(
            try ParkFinderOptions([], environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]).stateFolder
                == "/x/parkfinder")
        #expect(
            try ParkFinderOptions([], environment: ["XDG_STATE_HOME": "", "HOME": "/h"]).stateFolder
                == "/h/.local/state/parkfinder")
        let given = try ParkFinderOptions(["--state", "/s"], environment: ["XDG_STATE_HOME": "/x"])
        #expect(given.stateFolder == "/s")
        #expect(given.storePath == "/s/seen.json")
    }

    @Test func nowSetsTheToursClock() throws {
        let options = try ParkFinderOptions(["--now", "2026-12-24T09:00:00Z"], environment: [:])
        #expect(options.now == Date(timeIntervalSince1970: 1_798_102_800))
        #expect(options.clock.now() == options.now)
        let day = try ParkFinderOptions(["--now", "2026-12-24"], environment: [:])
        #expect(day.now == Date(timeIntervalSince1970: 1_798_070_400), "a day alone is its midnight, UTC")
    }

    @Test func theScreenReaderModeIsAskedFor() throws {
        #expect(try !ParkFinderOptions([], environment: [:]).screenReader)
        #expect(try ParkFinderOptions(["--screen-reader", "--state", "/s"], environment: [:]).screenReader)
        #expect(ParkFinderOptions.usage.contains("[--screen-reader]"))
    }

    @Test func reducedMotionFromTheCommandLineOrTheEnvironment() throws {
        #expect(try !ParkFinderOptions([], environment: [:]).reducesMotion)
        #expect(try ParkFinderOptions(["--reduce-motion"], environment: [:]).reducesMotion)
        #expect(try ParkFinderOptions([], environment: ["TUTORIALKIT_REDUCE_MOTION": "1"]).reducesMotion)
        #expect(try !ParkFinderOptions([], environment: ["TUTORIALKIT_REDUCE_MOTION": "0"]).reducesMotion)
    }

    @Test(arguments: [["--nope"], ["--state"], ["--now", "tomorrow"], ["--help"]])
    func aCommandLineItDoesNotTakeIsAnError(arguments: [String]) {
        #expect(throws: ParkFinderOptionsError.self) { try ParkFinderOptions(arguments, environment: [:]) }
    }
}

extension ParkFinderOptionsTests {
    @Test func theToursLanguageComesFromTheLocaleOptionOrTheEnvironment() throws {
        #expect(try ParkFinderOptions([], environment: ["LANG": "he_IL.UTF-8"]).locale == "he-IL")
        #expect(
            try ParkFinderOptions([], environment: ["LC_ALL": "ar_EG.UTF-8", "LANG": "he_IL.UTF-8"]).locale
                == "ar-EG")
        #expect(try ParkFinderOptions([], environment: ["LANG": "C.UTF-8"]).locale == nil)
        #expect(
            try ParkFinderOptions(["--locale", "he"], environment: ["LANG": "en_US.UTF-8"]).locale == "he")
        #expect(throws: ParkFinderOptionsError.self) {
            try ParkFinderOptions(["--locale", "he;rm"], environment: [:])
        }
    }
}
