/// What a run of conformance cases found: how many passed, and the first failures in full.
struct ConformanceReport {
    let name: String
    private(set) var passed = 0
    private(set) var failed = 0
    private(set) var failures: [String] = []

    init(name: String) { self.name = name }

    mutating func pass() { passed += 1 }

    mutating func fail(_ message: String) {
        failed += 1
        if failures.count < 20 { failures.append(message) }
    }

    var summary: String {
        "\(name): \(passed) of \(passed + failed) cases pass" + (failed == 0 ? "" : ", \(failed) fail")
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        let text = Substring(self)
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }),
            let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[first...last]
    }
}

extension Character {
    /// A space or a tab, which the conformance files separate their tokens with.
    var isSpaceOrTab: Bool { self == " " || self == "\t" }
}
