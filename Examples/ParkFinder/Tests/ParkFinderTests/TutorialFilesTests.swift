import Foundation
import ParkFinderCore
import Testing
import TutorialKit
import TutorialKitTerminal

/// The tutorials are checked as `tutorialkit validate` checks them, against screen files made from
/// the app's own layout at 80×24: the files are what the app draws, so a tutorial that validates
/// points at what the user sees. Run with `PARKFINDER_WRITE_SCREENS=1` to write the files again after
/// the layout changes.
@Suite struct TutorialFilesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/ParkFinderCore/Tutorials").standardized
    static let layout = ParkFinderLayout(size: Size(width: 80, height: 24))
    static let screens = [
        "parks": ParkFinderScreens.list(ParkFinderState(), layout),
        "details": ParkFinderScreens.details(ParkFinderState(), layout),
    ]

    @Test(arguments: ["parks", "details"])
    func theScreenFilesAreTheAppsLayout(name: String) throws {
        let path = Self.folder.appendingPathComponent("\(name).screen.json").path
        let encoded = ScreenFile.encode(try #require(Self.screens[name]))
        if ProcessInfo.processInfo.environment["PARKFINDER_WRITE_SCREENS"] != nil {
            try encoded.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == encoded)
    }

    @Test(arguments: Onboarding.tutorialNames)
    func everyTutorialValidates(name: String) throws {
        let loaded = TutorialFile.load(path: Self.folder.appendingPathComponent("\(name).tutorial.json").path)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.description))")
        // And the app finds it in its bundle.
        #expect(try Onboarding.tutorial(named: name) == loaded.model?.tutorial)
    }

    /// Every step lays out on the screen it names, as `tutorialkit preview` draws it: a step whose
    /// screen file shared its id with another's was laid out on the wrong one.
    @Test(arguments: Onboarding.tutorialNames)
    func everyStepPreviews(name: String) throws {
        let tutorial = try Onboarding.tutorial(named: name)
        for step in tutorial.steps {
            let session = try TutorialSession(tutorial: tutorial, waitsForHost: false)
            try session.start(atStep: step.id)
            #expect(session.presentation?.step.id == step.id)
        }
    }

    /// The app's theme is the authors' file, checked as `tutorialkit preview --theme` checks it.
    @Test func theAppsThemeLoadsFromItsBundle() throws {
        let theme = try Onboarding.theme()
        #expect(theme.name == "park" && theme.colors.box == TerminalColor(.rgb(0x2E, 0x8B, 0x57)))
        let path = Self.folder.appendingPathComponent("park.theme.json").path
        #expect(ThemeFile.load(path: path).diagnostics.isEmpty)
    }
}
