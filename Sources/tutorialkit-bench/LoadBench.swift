import Foundation
import TutorialKit

/// Loading and validating a generated 10,000-step tutorial of about 2 MB against the demo screen:
/// reading the JSON with positions, checking every key and target, building the model.
/// Two floors: a loop that only scans the bytes (strings, escapes, brackets), and Foundation's
/// `JSONDecoder` decoding the same document into plain `Codable` structs with no checks at all.
enum LoadBench {
    static func run(steps: Int, runs: Int, screenPath: String) throws -> [BenchResult] {
        guard let screen = ScreenFile.load(path: screenPath).model else {
            throw BenchError("cannot load the screen \(screenPath)")
        }
        let bytes = Array(generatedTutorial(steps: steps).utf8)
        let screens: (String) -> LoadedFile<Screen> = { _ in LoadedFile(model: screen, diagnostics: []) }
        let loaded = TutorialFile.decode(bytes, file: "generated.tutorial.json", loadScreen: screens)
        guard let tutorial = loaded.model?.tutorial, tutorial.steps.count == steps else {
            throw BenchError("the generated tutorial does not load: \(loaded.diagnostics.prefix(3))")
        }
        let decoded = try JSONDecoder().decode(PlainTutorial.self, from: Data(bytes))
        guard decoded.steps.count == steps else { throw BenchError("JSONDecoder lost steps") }

        let data = Data(bytes)
        let times = try Timing.medians(
            runs: runs,
            [
                { consume(TutorialFile.decode(bytes, file: "generated.tutorial.json", loadScreen: screens)) },
                { consume(scanTokens(bytes)) },
                { consume(try JSONDecoder().decode(PlainTutorial.self, from: data)) },
            ])
        let (median, scan, decoder) = (times[0], times[1], times[2])
        let name = "load + validate \(steps.formatted())-step tutorial (\(bytes.count.formatted()) B)"
        return [
            BenchResult(name: name, median: median, floor: ("scan the bytes", scan), limit: .ratio(8)),
            BenchResult(
                name: name, median: median, floor: ("JSONDecoder into Codable structs", decoder),
                limit: .ratio(0.25)),
        ]
    }

    /// Counts a JSON text's tokens: the least any reader does, looking at every byte once.
    @inline(never)
    static func scanTokens(_ bytes: [UInt8]) -> Int {
        var tokens = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""):
                    inString = true
                    tokens += 1
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"),
                    UInt8(ascii: ":"), UInt8(ascii: ","):
                    tokens += 1
                default: break
                }
            }
        }
        return tokens
    }

    /// A tutorial of `steps` steps on the demo screen, pretty-printed as an author would write it:
    /// element, rect and list-row targets, titles on some, buttons on a few, mixed scripts.
    static func generatedTutorial(steps: Int) -> String {
        let texts = [
            "This is your cart. Everything you add shows up here until you check out.",
            "Tap here to search stores that deliver to you; results update as you type.",
            "Здесь можно найти магазины рядом с вами и посмотреть часы работы.",
            "ここをタップすると、近くの店舗を検索できます。",
            #"A \"quoted\" word, a line break\nand an escaped \u00e9 in one text. 👋"#,
        ]
        let placements = ["auto", "top", "bottom-start", "left", "right-end", "bottom"]
        var lines: [String] = [
            "{", #"  "id": "generated","#, #"  "version": 3,"#, #"  "screen": "demo.screen.json","#,
            #"  "steps": ["#,
        ]
        for index in 0..<steps {
            let target: String
            switch index % 3 {
            case 0: target = #"{ "element": "label" }"#
            case 1:
                target = #"{ "rect": { "x": \#(index % 40), "y": \#(index % 9), "width": 10, "height": 3 } }"#
            default:
                target =
                    #"{ "listRow": { "list": "table", "section": 0, "row": \#(index % 20), "element": "detail" } }"#
            }
            var fields = [
                #"      "id": "step-\#(index)""#, #"      "target": \#(target)"#,
                #"      "text": "\#(texts[index % texts.count])""#,
                #"      "placement": "\#(placements[index % placements.count])""#,
            ]
            if index % 4 == 0 { fields.append(#"      "title": "Step \#(index) of \#(steps)""#) }
            if index % 10 == 0 {
                fields.append(
                    #"      "buttons": [ { "title": "Back", "next": "back" }, { "title": "Next" } ]"#)
            }
            lines.append(
                "    {\n" + fields.joined(separator: ",\n") + "\n    }" + (index == steps - 1 ? "" : ","))
        }
        lines += ["  ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}

/// The same document as plain `Codable` structs, for `JSONDecoder`'s floor.
struct PlainTutorial: Decodable {
    struct Step: Decodable {
        var id: String
        var title: String?
        var text: String
        var placement: String?
        var target: Target
        var buttons: [Button]?
    }
    struct Target: Decodable {
        var element: String?
        var rect: Rect?
        var listRow: ListRow?
    }
    struct Rect: Decodable {
        var x, y, width, height: Int
    }
    struct ListRow: Decodable {
        var list: String
        var section: Int?
        var row: Int
        var element: String?
    }
    struct Button: Decodable {
        var title: String
        var next: String?
    }
    var id: String
    var version: Int
    var screen: String
    var steps: [Step]
}
