import Foundation
import TestSupport
import Testing
import TutorialKit

/// `tutorialkit preview` as a user runs it.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct PreviewCommandTests {
    let demo = "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json"

    /// "1 of 1" says nothing: neither the caption nor the box of a one-step tutorial has it, nor
    /// its transcript.
    @Test func aOneStepTutorialShowsNoProgress() throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(
            atPath: TestPaths.repository.appendingPathComponent(
                "Tutorials/tutorial-kit-demo/demo.screen.json"
            ).path,
            toPath: scratch.path("demo.screen.json"))
        let file = scratch.path("single.tutorial.json")
        try #"""
        { "id": "single", "version": 1, "screen": "demo.screen.json",
          "steps": [ { "id": "only", "target": { "element": "label" }, "text": "The only step" } ] }
        """#.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try ToolRunner.run(["preview", file, "--color", "never"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("only · bottom\n"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("1 of 1"))
        #expect(result.standardOutput.contains("[ Done ]"))
        let transcript = try ToolRunner.run(["preview", file, "--format", "transcript"])
        #expect(
            transcript.standardOutput.hasPrefix("The only step. Points at"), "\(transcript.standardOutput)")
    }

    @Test func drawsEveryStepUnderACaption() throws {
        let result = try ToolRunner.run(["preview", demo, "--color", "never"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let captions = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Step ") }
        #expect(
            captions == [
                "Step 1 of 3 · label · bottom", "Step 2 of 3 · frame · right-start",
                "Step 3 of 3 · detail · top",
            ])
        let frameLines = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("Step ") }
        #expect(frameLines.count == 3 * 24)
        #expect(frameLines.allSatisfy { DisplayWidth.of($0) == 60 })
    }

    @Test(arguments: ["2", "frame"])
    func oneStepByNumberOrId(step: String) throws {
        let result = try ToolRunner.run(["preview", demo, "--step", step])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Step 2 of 3 · frame · right-start\n"))
        #expect(result.standardOutput.split(separator: "\n").count == 25)
    }

    @Test func transitionsShowTheFramesBetweenSteps() throws {
        let result = try ToolRunner.run(["preview", demo, "--transitions", "--step", "3", "--color", "never"])
        #expect(result.status == 0)
        let captions = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Step ") }
        #expect(
            captions == [
                "Step 2 → 3 · frame 1 of 6 · 33 ms", "Step 2 → 3 · frame 2 of 6 · 67 ms",
                "Step 2 → 3 · frame 3 of 6 · 100 ms", "Step 2 → 3 · frame 4 of 6 · 133 ms",
                "Step 2 → 3 · frame 5 of 6 · 167 ms", "Step 3 of 3 · detail · top",
            ])
        let first = try ToolRunner.run(["preview", demo, "--transitions", "--step", "1", "--color", "never"])
        #expect(first.standardOutput.hasPrefix("Step – → 1 · frame 1 of 6 · 33 ms\n"))
    }

    @Test func transitionsInJSONGiveEachFramesRectsAndTheListsOffset() throws {
        let result = try ToolRunner.run(["preview", demo, "--transitions", "--format", "json"])
        #expect(result.status == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let steps = try #require(report["steps"] as? [[String: Any]])
        let frames = try #require(steps.last?["transition"] as? [[String: Any]])
        #expect(frames.compactMap { $0["milliseconds"] as? Int } == [33, 67, 100, 133, 167])
        let offsets = frames.compactMap { $0["scrollOffset"] as? Int }
        #expect(offsets.count == 5 && offsets == offsets.sorted() && (offsets.last ?? 0) > 0)
        #expect(frames.allSatisfy { $0["box"] is [String: Any] })
        let plain = try ToolRunner.run(["preview", demo, "--format", "json"])
        #expect(!plain.standardOutput.contains("transition"))
    }

    @Test func aScrolledGridIsNamedAsAGrid() throws {
        let result = try ToolRunner.run([
            "preview", "Tutorials/photo-gallery/photo-gallery.tutorial.json", "--format", "json",
        ])
        #expect(result.status == 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let steps = try #require(report["steps"] as? [[String: Any]])
        let scrolled = steps.map { $0["scrolled"] as? [String: Any] }
        #expect(scrolled[0] == nil)
        #expect(scrolled[1]?["grid"] as? String == "albums")
        #expect(scrolled[1]?["contentOffset"] as? Int == 7 * 18 - 2 - 60)
        #expect(scrolled[2]?["grid"] as? String == "photos")
    }

    @Test func aThemeByNameOrFileAndWhatStillWinsOverIt() throws {
        let quiet = try ToolRunner.run([
            "preview", demo, "--theme", "quiet", "--step", "1", "--color", "never",
        ])
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput.contains("↑") && !quiet.standardOutput.contains("░"))
        let sunset = try ToolRunner.run([
            "preview", demo, "--theme", "Tutorials/themes/sunset.theme.json", "--step", "2", "--color",
            "always",
        ])
        #expect(sunset.status == 0)
        #expect(sunset.standardOutput.contains("◁") && sunset.standardOutput.contains("\u{1B}[0m\u{1B}["))
        let ascii = try ToolRunner.run([
            "preview", demo, "--theme", "contrast", "--ascii", "--color", "never",
        ])
        #expect(
            ascii.standardOutput.unicodeScalars.filter { !$0.isASCII }.allSatisfy {
                "·→–".unicodeScalars.contains($0)
            })
        let unknown = try ToolRunner.run(["preview", demo, "--theme", "ocen"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("no built-in theme 'ocen'; did you mean 'ocean'?"))
        let broken = try ToolRunner.run([
            "preview", demo, "--theme", "Tests/TutorialKitTests/Authoring/Corpus/theme-colors.theme.json",
        ])
        #expect(broken.status == 1)
        #expect(
            broken.standardError.contains("/colors/box: \"cyna\" is not a colour; did you mean \"cyan\"?"))
    }

    @Test func transitionsHaveNoTranscript() throws {
        let result = try ToolRunner.run(["preview", demo, "--transitions", "--format", "transcript"])
        #expect(result.status == 2)
        #expect(
            result.standardError.contains("--transitions works with --format text or json, not transcript"))
    }

    @Test func sizeRelaysOutTheSteps() throws {
        let result = try ToolRunner.run(["preview", demo, "--size=100x30", "--step", "1"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").dropFirst()
        #expect(lines.count == 30)
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 100 })
    }

    @Test func asciiDrawsWithPlainCharacters() throws {
        let result = try ToolRunner.run(["preview", demo, "--ascii"])
        let frames = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("Step ") }
        #expect(frames.allSatisfy { line in line.unicodeScalars.allSatisfy { $0.isASCII } })
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        let never = try ToolRunner.run(["preview", demo, "--color", "never"])
        let auto = try ToolRunner.run(["preview", demo])
        let always = try ToolRunner.run(["preview", demo, "--color", "always"])
        #expect(!never.standardOutput.contains("\u{1B}["))
        #expect(!auto.standardOutput.contains("\u{1B}["), "standard output is a file here, not a terminal")
        #expect(always.standardOutput.contains("\u{1B}[2m"))
    }

    @Test func dumbTerminalMeansASCIIWithoutColour() throws {
        let result = try ToolRunner.run(["preview", demo], environment: ["TERM": "dumb"])
        #expect(!result.standardOutput.contains("\u{1B}["))
        #expect(!result.standardOutput.contains("░"))
        #expect(result.standardOutput.contains("...."))
    }

    @Test func localeChoosesTheTranslation() throws {
        let file = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let russian = try ToolRunner.run(["preview", file, "--locale", "ru-RU", "--format", "transcript"])
        #expect(russian.standardOutput.contains("Шаг 2 из 3, «Зачем местоположение?»"))
        let english = try ToolRunner.run(["preview", file, "--format", "transcript"])
        #expect(english.standardOutput.contains("\"Why your location?\""))
    }

    @Test func variantShowsAnExperimentsStepsAndTexts() throws {
        let file = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let straight = try ToolRunner.run([
            "preview", file, "--variant", "straight-to-why", "--format", "transcript",
        ])
        #expect(straight.status == 0)
        let lines = straight.standardOutput.split(separator: "\n")
        #expect(lines.count == 4, "welcome is not one of the variant's steps")
        #expect(
            lines.first?.hasPrefix("Step 1 of 2, \"Why your location?\": Groser shows the stores") == true)
        let asWritten = try ToolRunner.run(["preview", file, "--format", "transcript"])
        #expect(asWritten.standardOutput.hasPrefix("Step 1 of 3, \"Welcome to Groser\""))
    }

    @Test(arguments: [
        (
            "control",
            "tutorialkit: the control group sees no tutorial, so there is nothing to show; name a variant: "
                + "welcome-first, straight-to-why (see 'tutorialkit preview --help')\n"
        ),
        (
            "welcome-frist",
            "tutorialkit: experiment 'location-primer-2026-12' has no variant 'welcome-frist' (its variants are "
                + "welcome-first, straight-to-why); did you mean 'welcome-first'? (see 'tutorialkit preview --help')\n"
        ),
    ])
    func variantMustNameOne(name: String, message: String) throws {
        let file = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let result = try ToolRunner.run(["preview", file, "--variant", name])
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == message)
        let none = try ToolRunner.run(["preview", demo, "--variant", "a"])
        #expect(none.status == 2)
        #expect(
            none.standardError.contains(
                "--variant needs a tutorial with an experiment; 'tutorial-kit-demo' has none"))
    }

    @Test(arguments: ["preview", "play", "explain", "simulate"])
    func aScreenFileIsRefusedAsWhatItIs(command: String) throws {
        let screen = "Tutorials/tutorial-kit-demo/demo.screen.json"
        let result = try ToolRunner.run([command, screen])
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "'\(screen)' is a screen file; \(command) takes a tutorial file (*.tutorial.json), which names its screen"
            ), "\(result.standardError)")
    }

    @Test func aStepTheVariantLeavesOutIsNamedAsSuch() throws {
        let file = "Tutorials/grocery-signup/grocery-signup.tutorial.json"
        let result = try ToolRunner.run([
            "preview", file, "--variant", "straight-to-why", "--step", "welcome",
        ])
        #expect(result.status == 2)
        #expect(
            result.standardError.contains(
                "the variant leaves out step 'welcome'; give a step it shows, or preview without --variant"),
            "\(result.standardError)")
    }

    @Test func transcriptDescribesEachStepInSentences() throws {
        let result = try ToolRunner.run(["preview", demo, "--format", "transcript"])
        #expect(
            result.standardOutput == """
                Step 1 of 3: This is a text view. Points at the element "label", below it. Buttons: Next.
                Step 2 of 3: This is an arbitrary frame. Points at the frame {x 10, y 5, width 10, height 5}, to its right. Buttons: Back, Next.
                Step 3 of 3, "Details": This is a table view cell's detail. Points at the detail label of row 10 in table, above it. Buttons: Back, Done.

                """)
    }

    @Test func jsonHasExactlyTheDocumentedFields() throws {
        let result = try ToolRunner.run(["preview", demo, "--format", "json"])
        #expect(result.status == 0)
        let report = try JSONReader.read(result.standardOutput)
        #expect(report.members?.map(\.key) == ["tutorial", "screen", "steps"])
        #expect(report["tutorial"]?.value.string == "tutorial-kit-demo")
        #expect(report["screen"]?.value.members?.map(\.key) == ["width", "height"])
        let steps = try #require(report["steps"]?.value.elements)
        #expect(steps.count == 3)
        for step in steps {
            #expect(
                step.members?.map(\.key) == [
                    "id", "index", "target", "placement", "box", "arrow", "spotlight", "highlights", "lines",
                    "outcomes", "scrolled",
                ])
            #expect(step["outcomes"]?.value.value == .null, "the demo's buttons ask the host nothing")
        }
        let detail = steps[2]
        #expect(detail["placement"]?.value.string == "top")
        #expect(detail["scrolled"]?.value.members?.map(\.key) == ["list", "contentOffset"])
        #expect(detail["scrolled"]?.value["contentOffset"]?.value.integer == 10)
        #expect(detail["arrow"]?.value["direction"]?.value.string == "down")
        #expect(
            detail["lines"]?.value.elements?.compactMap(\.string) == ["This is a table view cell's detail"])
        #expect(steps[0]["scrolled"]?.value.value == .null)
    }

    @Test(arguments: [
        (["preview"], "tutorialkit: preview needs a FILE (see 'tutorialkit preview --help')"),
        (
            ["preview", "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json", "--size", "80by24"],
            "tutorialkit: --size must look like 80x24 (1 to 1000 cells each way), not '80by24' (see 'tutorialkit preview --help')"
        ),
        (
            ["preview", "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json", "--step", "9"],
            "tutorialkit: --step 9 is out of range; the tutorial has 3 steps (see 'tutorialkit preview --help')"
        ),
        (
            ["preview", "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json", "--step", "detial"],
            "tutorialkit: no step 'detial'; did you mean 'detail'?; give a step id or a number (see 'tutorialkit preview --help')"
        ),
        (
            ["preview", "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json", "--colour", "never"],
            "tutorialkit: unknown option '--colour'; did you mean '--color'? (see 'tutorialkit preview --help')"
        ),
        (
            ["preview", "Tutorials/tutorial-kit-demo/tutorial-kit-demo.tutorial.json", "--format", "yaml"],
            "tutorialkit: --format must be text, json or transcript, not 'yaml' (see 'tutorialkit preview --help')"
        ),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message + "\n")
    }

    @Test func invalidTutorialExitsOne() throws {
        let result = try ToolRunner.run(["preview", "several-problems.tutorial.json"], in: TestPaths.corpus)
        #expect(result.status == 1)
        #expect(result.standardError.contains("several-problems.tutorial.json:3:14: error: /version"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func anotherScreenFileCanStandIn() throws {
        let result = try ToolRunner.run([
            "preview", demo, "--screen", "Tests/TutorialKitTests/Authoring/Corpus/home.screen.json", "--step",
            "label",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Hello"))
    }

    /// A tablet-sized window in points, as an app describes it, previewed scaled into cells.
    @Test func aScreenInPointsTheSizeOfATabletPreviewsScaled() throws {
        let scratch = try Scratch()
        try #"""
        { "id": "tablet", "unit": "points", "size": { "width": 1366, "height": 1024 },
          "safeArea": { "top": 24, "left": 0, "bottom": 20, "right": 0 },
          "elements": [
            { "id": "sidebar", "frame": { "x": 0, "y": 24, "width": 320, "height": 980 }, "label": "Parks" },
            { "id": "search", "frame": { "x": 600, "y": 40, "width": 400, "height": 44 }, "label": "Search" } ] }
        """#.write(toFile: scratch.path("tablet.screen.json"), atomically: true, encoding: .utf8)
        let file = scratch.path("tablet.tutorial.json")
        try #"""
        { "id": "tablet-tour", "version": 1, "screen": "tablet.screen.json",
          "layout": { "maxWidth": 320, "gap": 12, "padding": 16, "spotlightPadding": 6 },
          "steps": [
            { "id": "search", "target": { "element": "search" }, "text": "Search every park in the country." },
            { "id": "sidebar", "target": { "element": "sidebar" }, "text": "Saved parks live here.",
              "placement": "right" } ] }
        """#.write(toFile: file, atomically: true, encoding: .utf8)

        let result = try ToolRunner.run(["preview", file, "--color", "never"])
        #expect(result.status == 0)
        #expect(
            result.standardError.contains(#"the screen "tablet" is in points, shown at 1 cell = 8×16 points"#)
        )
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let captions = lines.filter { $0.hasPrefix("Step ") }
        #expect(captions == ["Step 1 of 2 · search · bottom", "Step 2 of 2 · sidebar · right"])
        // 1366 × 1024 points at 8 × 16 a cell: 171 columns (the last one partly) by 64 rows.
        let frame = lines.filter { !$0.hasPrefix("Step ") && !$0.isEmpty }
        #expect(frame.count == 2 * 64)
        #expect(frame.allSatisfy { DisplayWidth.of($0) == 171 })
        #expect(result.standardOutput.contains("Search every park in the country."))
        #expect(result.standardOutput.contains("Saved parks live here."))

        // Asked to fit a smaller terminal, the scale grows coarser and says so.
        let small = try ToolRunner.run(["preview", file, "--color", "never", "--size", "100x30"])
        #expect(small.status == 0)
        #expect(small.standardError.contains("shown at 1 cell = 18×36 points"))
        let smallFrame = small.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("Step ") }
        #expect(smallFrame.allSatisfy { DisplayWidth.of($0) <= 100 } && smallFrame.count <= 2 * 30)
    }
}
