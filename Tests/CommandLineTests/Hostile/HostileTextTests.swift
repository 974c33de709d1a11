import Foundation
import TestSupport
import Testing
import TutorialKit

/// Control characters from outside — ESC sequences (OSC 52 clipboard writes, `ESC c` resets), BEL,
/// U+009B (a one-character CSI), NUL — in every name a command echoes: shown escaped, never sent to
/// the terminal raw, in text and in JSON.
@Suite(.tags(.slow), .enabled(if: SlowTests.run))
struct HostileTextTests {
    /// What an attacker puts in a name, as JSON escapes.
    static let payloads = [
        #"\u001b]52;c;aGk=\u0007"#, #"\u001bc"#, #"\u009b2J"#, #"\u0000"#, #"\u007f"#, #"a\nb\r"#,
    ]

    /// A tutorial and screen whose every name holds `payload`, in `folder`.
    static func writeFiles(payload p: String, to folder: URL) throws -> String {
        let screen = """
            {"id": "s\(p)", "size": {"width": 60, "height": 24}, "unknown\(p)": 1,
             "elements": [{"id": "label\(p)", "frame": {"x": 2, "y": 2, "width": 20, "height": 1}, "label": "Hi"}],
             "lists": [{"id": "table\(p)", "frame": {"x": 0, "y": 6, "width": 60, "height": 12}, "rowHeight": 2,
                        "sections": [{"rows": 20}], "cell": [{"id": "title\(p)", "frame": {"x": 1, "y": 0, "width": 30, "height": 1}}],
                        "rowLabels": {"title\(p)": "Row {row}", "missing\(p)": "x"}}]}
            """
        let tutorial = """
            {"id": "t\(p)", "version": 1, "screen": "s.screen.json",
             "events": ["e\(p)"], "parameters": {"p\(p)": "boolean"},
             "showIf": {"all": [{"event": "e\(p)", "atLeast": 0}, {"param": "p\(p)", "equals": true}]},
             "steps": [{"id": "one\(p)", "target": {"element": "label\(p)"}, "text": "Hello"},
                       {"id": "two\(p)", "target": {"listRow": {"list": "table\(p)", "row": 3, "element": "title\(p)"}},
                        "text": "A row"}]}
            """
        let bad = """
            {"id": "t", "version": 1, "screen": "s\(p).screen.json", "what\(p)": 1,
             "steps": [{"id": "a", "target": {"element": "nope\(p)"}, "text": "Hi\(p)", "placement": "up\(p)",
                        "buttons": [{"title": "Go", "next": "gone\(p)"}], "waitFor": {"element": "w\(p)"},
                        "title": {"en\(p)": "x"}}]}
            """
        try Data(screen.utf8).write(to: folder.appendingPathComponent("s.screen.json"))
        try Data(tutorial.utf8).write(to: folder.appendingPathComponent("t.tutorial.json"))
        try Data(bad.utf8).write(to: folder.appendingPathComponent("bad.tutorial.json"))
        return "t.tutorial.json"
    }

    @Test("no command prints a raw control character it was handed", arguments: payloads)
    func commandsEscapeWhatTheyEcho(payload: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Self.writeFiles(payload: payload, to: folder)
        let decoded = try #require(try JSONReader.read(Array("\"\(payload)\"".utf8)).string)
        let store = """
            {"formatVersion": 1, "tutorials": {"x\(payload)": {"status": "inProgress", "contentVersion": 1,
             "timesShown": 1, "firstShownAt": "2026-01-01T00:00:00Z", "lastShownAt": "2026-01-01T00:00:00Z",
             "lastStep": "s\(payload)", "recentShows": []}}}
            """
        try Data(store.utf8).write(to: folder.appendingPathComponent("seen.json"))
        let runs: [[String]] = [
            ["validate", "t.tutorial.json", "bad.tutorial.json", "missing\(decoded).json"],
            ["validate", "--format", "json", "t.tutorial.json", "bad.tutorial.json"],
            ["preview", "t.tutorial.json"], ["preview", "t.tutorial.json", "--format", "json"],
            ["preview", "t.tutorial.json", "--format", "transcript"], ["preview", "bad.tutorial.json"],
            ["preview", "t.tutorial.json", "--step", "no\(decoded)"],
            ["explain", "t.tutorial.json", "--store", "seen.json"],
            ["explain", "t.tutorial.json", "--store", "seen.json", "--format", "json"],
            [
                "explain", "t.tutorial.json", "--store", "seen.json", "--param", "p\(decoded)=true",
                "--event",
                "e\(decoded)=1",
            ],
            ["explain", "t.tutorial.json", "--store", "seen.json", "--param", "q\(decoded)=\(decoded)"],
            ["seen", "list", "--store", "seen.json"],
            ["seen", "list", "--store", "seen.json", "--format", "json"],
            ["seen", "show", "x\(decoded)", "--store", "seen.json"],
            ["seen", "show", "y\(decoded)", "--store", "seen.json"],
            ["preview\(decoded)"], ["preview", "--size\(decoded)"],
        ]
        for arguments in runs {
            let result = try SpawnedTool.run(arguments, in: folder, timeout: 20)
            #expect(result.status != nil && [0, 1, 2].contains(result.status ?? -1), "\(arguments)")
            let problem = SpawnedTool.rawControl(in: result.standardOutput + result.standardError)
            #expect(problem == nil, "\(arguments): \(problem ?? "")")
        }
    }

    @Test("the one escaping function shows every control character and leaves all else alone")
    func escapingShowsEveryControl() {
        #expect(TerminalSafeText.escaped("a\u{1B}]52;c;x\u{07}b") == #"a\e]52;c;x\u{7}b"#)
        #expect(TerminalSafeText.escaped("\u{9B}2J\u{7F}\0") == #"\u{9B}2J\u{7F}\0"#)
        #expect(TerminalSafeText.escaped("one\ntwo\t") == #"one\ntwo\t"#)
        #expect(TerminalSafeText.escaped("one\ntwo", keepingLineBreaks: true) == "one\ntwo")
        for plain in ["Привет", "日本語", "👨‍👩‍👧", "café ©", "\u{A0}", ""] {
            #expect(TerminalSafeText.escaped(plain) == plain)
        }
        for value in UInt32(0)..<0xA0 where value < 0x20 || value >= 0x7F {
            let escaped = TerminalSafeText.escaped(String(UnicodeScalar(value).map(Character.init) ?? " "))
            #expect(SpawnedTool.rawControl(in: Array(escaped.utf8)) == nil)
        }
    }

    @Test("JSON escapes C1 controls and DEL, and step text rejects NUL")
    func jsonAndValidation() throws {
        #expect(JSONWriter.write(.string("\u{9B}\u{7F}\u{85}")).hasPrefix(#""\u009B\u007F\u0085""#))
        let json =
            #"{"id": "t", "version": 1, "screen": "s.json", "steps": [{"id": "a", "text": "Hi\u0000there"}]}"#
        let loaded = TutorialFile.decode(Array(json.utf8), file: "t.json") { _ in
            LoadedFile(model: Screen(id: "s", size: Size(width: 40, height: 20)), diagnostics: [])
        }
        #expect(loaded.diagnostics.map(\.message).contains { $0.contains("control character U+0000") })
    }
}
