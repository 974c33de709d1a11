import TutorialKit

/// "Did you mean" hints in the command line's quoting style ('…').
enum NameSuggestionCLI {
    static func hint(for name: String, in candidates: [String]) -> String {
        NameSuggestion.closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
