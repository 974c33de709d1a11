import Foundation
import TutorialKit

/// Files at each input limit, one limit at a time, through `tutorialkit validate` and `preview`
/// as whole processes: each within 2 s and 300 MB. And `seen list` of a million records within
/// five seconds. What a host or an author can hand the tool, at its largest.
enum LimitFilesBench {
    static let secondsLimit = 2.0
    static let kilobytesLimit = 300_000
    static let limits = InputLimits.standard

    static func run(binaries: URL) throws -> [BenchResult] {
        let tool = binaries.appendingPathComponent("tutorialkit")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tutorialkit-limits-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var results: [BenchResult] = []
        for file in files() {
            let tutorial = folder.appendingPathComponent("\(file.name).tutorial.json")
            try Data(file.tutorial(file.name).utf8).write(to: tutorial)
            try Data(file.screen.utf8).write(to: folder.appendingPathComponent("\(file.name).screen.json"))
            let size = (try FileManager.default.attributesOfItem(atPath: tutorial.path)[.size] as? Int) ?? 0
            guard size <= limits.fileBytes else { throw BenchError("\(file.name) is past the file limit") }
            for command in ["validate", "preview"] {
                let run = try ProcessRun.run(tool, [command, tutorial.path])
                let expected =
                    command == "validate" ? file.validateStatus ?? file.expectedStatus : file.expectedStatus
                guard run.status == expected else {
                    throw BenchError("\(command) \(file.name) exited \(String(describing: run.status))")
                }
                results.append(
                    BenchResult(
                        name: "\(command): \(file.what)", median: run.nanoseconds, floor: nil,
                        limit: .nanoseconds(secondsLimit * 1e9),
                        peak: (run.peakKilobytes, kilobytesLimit)))
            }
        }
        let store = folder.appendingPathComponent("seen.json")
        try writeMillionRecords(to: store)
        for format in ["text", "json"] {
            let run = try ProcessRun.run(tool, ["seen", "list", "--store", store.path, "--format", format])
            guard run.status == 0 else {
                throw BenchError("seen list exited \(String(describing: run.status))")
            }
            results.append(
                BenchResult(
                    name: "seen list --format \(format): 1,000,000 records", median: run.nanoseconds,
                    floor: nil,
                    limit: .nanoseconds(5e9), peak: (run.peakKilobytes, nil)))
        }
        return results
    }

    /// A tutorial and its screen, named for the limit they reach.
    struct LimitFile {
        var name: String
        var what: String
        var screen: String
        var steps: [String] = [#"{"id": "one", "target": {"element": "label"}, "text": "At the limit"}"#]
        var showIf: String? = nil
        /// The exit status the commands give: 1 for a file made of errors.
        var expectedStatus: Int32 = 0
        /// `validate`'s status where it differs: a box too tall for its screen is an error to
        /// `validate` and a warning to `preview`, which draws it cut.
        var validateStatus: Int32? = nil

        func tutorial(_ name: String) -> String {
            let rule = showIf.map { #""showIf": \#($0), "# } ?? ""
            return #"{"id": "limit", "version": 1, "screen": "\#(name).screen.json", \#(rule)"steps": ["#
                // One line, as a minified file is: the worst case for a diagnostic's column.
                + steps.joined(separator: ",") + "]}"
        }
    }

    /// A screen of the demo's size with `elements`, `lists` and `size` spliced in.
    static func screen(
        size: String = #"{"width": 60, "height": 24}"#, elements: [String] = [], lists: [String] = []
    ) -> String {
        let label = #"{"id": "label", "frame": {"x": 2, "y": 2, "width": 28, "height": 1}, "label": "Hello"}"#
        return
            #"{"id": "s", "size": \#(size), "elements": [\#(([label] + elements).joined(separator: ","))], "lists": [\#(lists.joined(separator: ","))]}"#
    }

    static func list(id: String, sections: String, cell: String = "[]", labels: String = "{}") -> String {
        #"{"id": "\#(id)", "frame": {"x": 0, "y": 6, "width": 60, "height": 16}, "rowHeight": 1, "sections": \#(sections), "cell": \#(cell), "rowLabels": \#(labels)}"#
    }

    static func files() -> [LimitFile] {
        let steps = limits.steps
        // As long a text as keeps the file within its limit at the most steps.
        let textLength = min(limits.stringBytes, (limits.fileBytes - 4_096) / steps - 80)
        let longText = String(repeating: "word ", count: textLength / 5)
        let cells = (0..<limits.cellElements).map {
            #"{"id": "c\#($0)", "frame": {"x": \#($0 % 50), "y": 0, "width": 9, "height": 1}}"#
        }
        let labels = (0..<limits.cellElements).map { #""c\#($0)": "{row}""# }
        return [
            LimitFile(
                name: "steps", what: "\(steps.formatted()) steps (InputLimits.steps)", screen: screen(),
                steps: (0..<steps).map {
                    #"{"id": "s\#($0)", "target": {"element": "label"}, "text": "Step \#($0)"}"#
                }),
            LimitFile(
                name: "errors", what: "\(steps.formatted()) steps, each an error, on one line",
                screen: screen(),
                steps: (0..<steps).map {
                    #"{"id": "s\#($0)", "text": "x", "buttons": [{"title": "Go", "next": "s\#(($0 * 7 + 3) % steps)"}]}"#
                }, expectedStatus: 1),
            LimitFile(
                name: "branches", what: "a step of 200,000 branches to no step, and 9,999 more steps",
                screen: screen(),
                steps: [
                    #"{"id": "s0", "text": "x", "advanceOn": ["#
                        + (0..<200_000).map { #"{"event": "e\#($0)", "next": "n\#($0)"}"# }.joined(
                            separator: ",")
                        + "]}"
                ] + (1..<steps).map { #"{"id": "s\#($0)", "text": "x"}"# }, expectedStatus: 1),
            LimitFile(
                name: "keys", what: "a step of 500,000 unknown keys, on one line", screen: screen(),
                steps: [
                    #"{"id": "one", "text": "Keys", "#
                        + (0..<500_000).map { #""k\#($0)": 1"# }.joined(separator: ",") + "}"
                ], expectedStatus: 1),
            LimitFile(
                name: "bytes",
                what: "\(limits.fileBytes.formatted()) bytes, the longest texts (InputLimits.fileBytes)",
                screen: screen(),
                steps: (0..<steps).map {
                    #"{"id": "s\#($0)", "target": {"element": "label"}, "text": "\#(longText)"}"#
                }, validateStatus: 1),
            LimitFile(
                name: "elements", what: "\(limits.elements.formatted()) elements (InputLimits.elements)",
                screen: screen(
                    elements: (1..<limits.elements).map {
                        #"{"id": "e\#($0)", "frame": {"x": \#($0 % 58), "y": \#($0 % 22), "width": 2, "height": 2}, "label": "E"}"#
                    })),
            LimitFile(
                name: "lists", what: "\(limits.lists.formatted()) lists (InputLimits.lists)",
                screen: screen(
                    lists: (0..<limits.lists).map { list(id: "l\($0)", sections: #"[{"rows": 5}]"#) })),
            LimitFile(
                name: "sections", what: "\(limits.sections.formatted()) sections (InputLimits.sections)",
                screen: screen(lists: [
                    list(
                        id: "l",
                        sections: "["
                            + Array(
                                repeating: #"{"rows": 3, "headerHeight": 1, "title": "S"}"#,
                                count: limits.sections
                            ).joined(separator: ",") + "]")
                ]),
                steps: [
                    #"{"id": "last", "target": {"listRow": {"list": "l", "section": \#(limits.sections - 1), "row": 2}}, "text": "Last"}"#
                ]),
            LimitFile(
                name: "rows", what: "\(limits.rows.formatted()) rows (InputLimits.rows)",
                screen: screen(lists: [
                    list(
                        id: "l", sections: #"[{"rows": \#(limits.rows)}]"#,
                        cell: #"[{"id": "t", "frame": {"x": 1, "y": 0, "width": 20, "height": 1}}]"#,
                        labels: #"{"t": "Row {row}"}"#)
                ]),
                steps: [
                    #"{"id": "last", "target": {"listRow": {"list": "l", "row": \#(limits.rows - 1), "element": "t"}}, "text": "Last"}"#
                ]),
            LimitFile(
                name: "cells",
                what: "\(limits.cellElements.formatted()) cell elements (InputLimits.cellElements)",
                screen: screen(lists: [
                    list(
                        id: "l", sections: #"[{"rows": 50}]"#, cell: "[" + cells.joined(separator: ",") + "]",
                        labels: "{" + labels.joined(separator: ",") + "}")
                ])),
            LimitFile(
                name: "screen",
                what:
                    "a \(limits.screenSize.width)×\(limits.screenSize.height) screen (InputLimits.screenSize)",
                screen: screen(
                    size: #"{"width": \#(limits.screenSize.width), "height": \#(limits.screenSize.height)}"#,
                    lists: [list(id: "l", sections: #"[{"rows": 2000}]"#)])),
            LimitFile(
                name: "coordinates",
                what: "frames at ±\(limits.coordinates.formatted()) (InputLimits.coordinates)",
                screen: screen(
                    elements: [
                        // From as far left and up as allowed, as large as allowed, into the screen.
                        #"{"id": "far", "frame": {"x": -\#(limits.coordinates - 10), "y": -\#(limits.coordinates - 5), "width": \#(limits.coordinates), "height": \#(limits.coordinates)}}"#
                    ],
                    lists: [
                        #"{"id": "l", "frame": {"x": 0, "y": 6, "width": \#(limits.coordinates), "height": 16}, "rowHeight": \#(limits.coordinates), "contentOffset": \#(limits.coordinates), "sections": [{"rows": \#(limits.rows), "headerHeight": \#(limits.coordinates)}]}"#
                    ])),
            LimitFile(
                name: "strings",
                what: "\(limits.stringBytes.formatted())-byte strings (InputLimits.stringBytes)",
                screen: screen(elements: [
                    #"{"id": "long", "frame": {"x": 0, "y": 4, "width": 60, "height": 3}, "label": "\#(String(repeating: "é", count: limits.stringBytes / 2 - 1))"}"#
                ]),
                steps: [
                    #"{"id": "one", "target": {"element": "long"}, "text": "\#(String(repeating: "言葉 ", count: limits.stringBytes / 7))"}"#
                ], validateStatus: 1),
            LimitFile(
                name: "nesting", what: "rules nested \(limits.nestingDepth) deep (InputLimits.nestingDepth)",
                screen: screen(),
                showIf: String(repeating: #"{"not": "#, count: limits.nestingDepth - 3)
                    + #"{"tutorial": "x", "status": "completed"}"#
                    + String(repeating: "}", count: limits.nestingDepth - 3)),
        ]
    }

    /// A million records as the store writes them, streamed to the file.
    static func writeMillionRecords(to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { throw BenchError("cannot write \(url.path)") }
        defer { try? handle.close() }
        var chunk = "{\n  \"formatVersion\": 1,\n  \"tutorials\": {\n"
        let count = 1_000_000
        for index in 0..<count {
            let id = "tutorial-" + String(index).leftPadded(to: 7)
            chunk += """
                    "\(id)": {
                      "contentVersion": 1,
                      "firstShownAt": "2026-11-24T00:00:00Z",
                      "lastShownAt": "2026-11-24T00:00:00Z",
                      "lastStep": "step-3",
                      "status": "completed",
                      "timesShown": 1
                    }\(index < count - 1 ? "," : "")

                """
            if chunk.utf8.count > 1 << 20 {
                handle.write(Data(chunk.utf8))
                chunk = ""
            }
        }
        handle.write(Data((chunk + "  }\n}\n").utf8))
    }
}

extension String {
    /// The string with zeros in front up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
