import Testing
import TutorialKitText

@Suite struct NameSuggestionTests {
    @Test(arguments: [
        ("serach", "search"), ("Search", "search"), ("detial", "detail"), ("crat", "cart"),
        ("tabel", "table"),
    ])
    func nearMissIsSuggested(name: String, expected: String) {
        #expect(NameSuggestion.closest(to: name, in: ["search", "detail", "cart", "table"]) == expected)
    }

    @Test func distantNamesAreNotSuggested() {
        #expect(NameSuggestion.closest(to: "checkout", in: ["search", "cart"]) == nil)
        #expect(NameSuggestion.hint(for: "x", in: []) == "")
    }

    @Test func tiesGoToTheFirstCandidate() {
        #expect(NameSuggestion.closest(to: "bat", in: ["cat", "hat"]) == "cat")
    }
}
