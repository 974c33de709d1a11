import Foundation
import Testing
import TutorialKit

@testable import TutorialKitLanguageServer

/// What goes at the cursor in a half-written file: the path around it and whether a key is typed.
@Suite struct CursorContextTests {
    /// The context where `|` stands in `text`.
    static func context(_ text: String) -> CursorContext {
        let offset = text.utf8.distance(from: text.startIndex, to: text.firstIndex(of: "|") ?? text.endIndex)
        let written = text.replacingOccurrences(of: "|", with: "")
        return CursorContext.at(written.utf8.index(written.utf8.startIndex, offsetBy: offset), in: written)
    }

    @Test func aKeyBeingTypedInAStep() {
        let context = Self.context(#"{ "id": "t", "steps": [ { "id": "a", "pla| "#)
        #expect(context.path == [.key("steps"), .element])
        #expect(context.slot == .key(typed: "pla"))
        #expect(context.stepIndex == 0)
        // The whole string the cursor is in, on to the line's end when it is not closed.
        #expect(context.string?.text == "pla ")
        #expect(Self.context(#"{ "steps": [ {}, { "id": "b", "ne|xt": 1 } ] }"#).string?.text == "next")
        #expect(Self.context(#"{ "steps": [ {}, { "id": "b", "ne|xt": 1 } ] }"#).stepIndex == 1)
    }

    @Test func aKeyAfterAnOpeningBraceOrAComma() {
        #expect(Self.context(#"{ "steps": [ { | "#).slot == .key(typed: ""))
        #expect(Self.context(#"{ "steps": [ { "id": "a", | } ] }"#).path == [.key("steps"), .element])
        #expect(
            Self.context(#"{ "steps": [ { "target": { "listRow": { | } } } ] }"#).path
                == [.key("steps"), .element, .key("target"), .key("listRow")])
    }

    @Test func aValueAfterItsColon() {
        #expect(Self.context(#"{ "steps": [ { "placement": "|" } ] }"#).slot == .value(key: "placement"))
    }

    @Test func nothingInsideAnArrayOfValues() {
        #expect(Self.context(#"{ "locales": [ "en", "|" ] }"#).slot == .none)
    }

    @Test func bracesInsideStringsDoNotCount() {
        #expect(
            Self.context(#"{ "steps": [ { "text": "a { b [", | } ] }"#).path == [.key("steps"), .element])
    }
}
