import Foundation

// unicode-conformance: runs Unicode's own conformance files for the text algorithms TutorialKit
// implements, from a folder laid out as the Unicode Character Database (BidiTest.txt,
// BidiCharacterTest.txt, auxiliary/LineBreakTest.txt), and exits 1 unless every case passes. The
// line-breaking file must be of the tables' version (17.0): Scripts/unicode-conformance.sh makes
// such a folder, from Debian's unicode-data and the files vendored in Scripts/unicode-17.0.0.
//
//     swift run unicode-conformance UCD-FOLDER

guard let folder = CommandLine.arguments.dropFirst().first else {
    FileHandle.standardError.write(
        Data("usage: unicode-conformance UCD-FOLDER (Scripts/unicode-conformance.sh makes one)\n".utf8))
    exit(2)
}
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
