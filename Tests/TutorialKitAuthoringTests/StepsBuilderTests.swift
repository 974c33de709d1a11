import Testing
import TutorialFixtures
import TutorialKitAuthoring
import TutorialKitLayout
import TutorialKitModel

@Suite struct StepsBuilderTests {
    @Test func talkDemoReadsNaturally() {
        let tutorial = Tutorial("tutorial-kit-demo", version: 1) {
            Step(
                "detail", target: .listRow(list: "table", row: 10, element: "detail"),
                text: "This is a table view cell's detail")
        }
        #expect(tutorial.id == "tutorial-kit-demo")
        #expect(tutorial.version == 1)
        #expect(tutorial.steps.map(\.id) == ["detail"])
        #expect(
            tutorial.steps[0].target.isEqual(to: ListRowTarget(list: "table", row: 10, element: "detail")))
    }

    func build(signedIn: Bool, city: String?, tabs: [String], mode: Int) -> [String] {
        Tutorial("conditional") {
            Step("welcome", text: "Welcome")
            if signedIn {
                Step("account", target: .element("account"), text: "Your account")
            }
            if let city {
                Step("city", text: "Stores in \(city)")
            }
            if signedIn {
                Step("orders", text: "Your orders")
            } else {
                Step("signIn", text: "Sign in")
            }
            switch mode {
            case 0: Step("mode0", text: "zero")
            default: Step("modeN", text: "many")
            }
            for tab in tabs {
                Step("tab-\(tab)", target: .element(tab), text: "The \(tab) tab")
            }
            optionalStep(present: tabs.isEmpty)
        }.steps.map(\.id)
    }

    func optionalStep(present: Bool) -> Step? {
        present ? Step("noTabs", text: "No tabs yet") : nil
    }

    @Test func conditionalsLoopsAndOptionalSteps() {
        #expect(
            build(signedIn: true, city: "Kazan", tabs: ["home", "cart"], mode: 0)
                == ["welcome", "account", "city", "orders", "mode0", "tab-home", "tab-cart"])
        #expect(
            build(signedIn: false, city: nil, tabs: [], mode: 3) == ["welcome", "signIn", "modeN", "noTabs"])
    }

    @Test func modifiersSetTitlePlacementButtonsAndHooks() {
        let recorder = Recorder()
        let step = Step("s", target: .element("search"), text: "Search")
            .title("Find")
            .placement(.bottomStart)
            .buttons(.skip, .next)
            .onWillEnter { recorder.append("will \($0)") }
            .onDidExit { recorder.append("didExit \($0)") }
        #expect(step.title == "Find")
        #expect(step.placement == .bottomStart)
        #expect(step.buttons == [.skip, .next])
        step.hooks.willEnter?("s")
        step.hooks.didExit?("s")
        #expect(recorder.log == ["will s", "didExit s"])
    }

    @Test func stepsEqualIgnoringHooks() {
        let plain = Step("s", target: .element("a"), text: "t")
        #expect(plain == plain.onDidEnter { _ in })
        #expect(plain != plain.placement(.top))
        #expect(plain != Step("s", target: .rect(x: 0, y: 0, width: 1, height: 1), text: "t"))
    }
}
