import Testing
import TutorialKitAuthoring
import TutorialKitSchema

/// The keys an editor offers at a place in a file come from the formats' declarations.
@Suite struct ShapeCompletionTests {
    func names(_ path: [ShapeCompletion.PathStep], in shape: Shape = TutorialFormat.fullShape) -> [String] {
        ShapeCompletion.keys(in: shape, at: path).map(\.name)
    }

    @Test func theRootOffersTheTutorialsKeysInTheirOrder() {
        let keys = names([])
        #expect(keys.first == "$schema")
        #expect(keys.contains("steps") && keys.contains("experiment"))
        #expect(!keys.contains("text"))
    }

    @Test func aStepOffersTheStepKeysWithTheirMeaning() {
        let keys = ShapeCompletion.keys(in: TutorialFormat.fullShape, at: [.key("steps"), .element])
        #expect(keys.map(\.name).prefix(4) == ["id", "target", "title", "text"])
        #expect(keys.first { $0.name == "id" }?.isRequired == true)
        #expect(keys.first { $0.name == "text" }?.summary == "What the step says; \\n breaks a line.")
    }

    @Test func referencesAndNestedObjectsAreFollowed() {
        #expect(
            names([.key("steps"), .element, .key("target")]) == ["rect", "element", "listRow", "gridItem"])
        #expect(
            names([.key("steps"), .element, .key("target"), .key("listRow")]) == [
                "list", "section", "row", "element",
            ])
        #expect(
            names([.key("steps"), .element, .key("waitFor")]) == ["element", "timeoutSeconds", "onTimeout"])
        #expect(
            names([.key("steps"), .element, .key("buttons"), .element]) == [
                "title", "next", "action", "role",
            ])
        // A branch on several events is one object or a list of them.
        #expect(names([.key("steps"), .element, .key("advanceOn")]) == ["event", "next"])
        #expect(names([.key("steps"), .element, .key("advanceOn"), .element]) == ["event", "next"])
    }

    @Test func aRuleOffersTheKeyOfEachKindOfRule() {
        let keys = names([.key("showIf")])
        #expect(["all", "any", "not", "event"].allSatisfy(keys.contains))
        #expect(names([.key("showIf"), .key("not")]).contains("event"))
    }

    @Test func placesThatHoldNoObjectOfferNothing() {
        #expect(names([.key("id")]).isEmpty)
        #expect(names([.key("steps"), .element, .key("content")]).isEmpty)
        #expect(names([.key("nowhere")]).isEmpty)
        #expect(names([.key("steps"), .key("id")]).isEmpty)
    }

    @Test func aScreenOffersItsElementsKeys() {
        #expect(names([.key("elements"), .element], in: ScreenFormat.shape) == ["id", "frame", "label"])
    }
}
