import Foundation

// unicode-conformance: runs Unicode's own conformance files for the text algorithms TutorialKit
// implements, from a folder of the Unicode Character Database (Debian's unicode-data package puts
// one in /usr/share/unicode; Scripts/unicode-conformance.sh installs it), and exits 1 unless every
// case passes.
//
//     swift run unicode-conformance [UCD-FOLDER]

let folder = CommandLine.arguments.dropFirst().first ?? "/usr/share/unicode"
func contents(_ name: String) -> String? {
    guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { return nil }
    return String(decoding: data, as: UTF8.self)
}

var reports: [ConformanceReport] = []
let runs: [(file: String, run: (String, inout ConformanceReport) -> Void)] = [
    ("BidiTest.txt", BidiConformance.runClassCases),
    ("BidiCharacterTest.txt", BidiConformance.runCharacterCases),
    ("auxiliary/LineBreakTest.txt", LineBreakConformance.run),
]
var missing = false
for (file, run) in runs {
    guard let text = contents(file) else {
        FileHandle.standardError.write(
            Data(
                "unicode-conformance: no \(folder)/\(file); install Debian's unicode-data, or name a UCD folder\n"
                    .utf8))
        missing = true
        continue
    }
    var report = ConformanceReport(name: file)
    run(text, &report)
    reports.append(report)
}
for report in reports {
    print(report.summary)
    for failure in report.failures { print("  " + failure) }
}
exit(missing || reports.contains { $0.failed > 0 } ? 1 : 0)
