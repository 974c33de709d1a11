// A test helper, not a product: hammers a seen-state file from its own process so the tests can
// run many writers at once, and kill them mid-write.
//
// USAGE: seen-state-writer PATH WRITER COUNT
// Performs COUNT rounds (forever when COUNT is 0); round i sets record "writer-WRITER" to
// timesShown = i, then adds one to the timesShown of record "shared".
import Foundation
import TutorialKit

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: seen-state-writer PATH WRITER COUNT\n".utf8))
    exit(2)
}
let store = JSONFileSeenStore(path: arguments[1])
let writer = arguments[2]
let start = Date(timeIntervalSince1970: 1_800_000_000)
var round = 1
while count == 0 || round <= count {
    do {
        try store.update("writer-\(writer)") { record in
            record = SeenRecord(
                status: .inProgress, contentVersion: 1, timesShown: round, firstShownAt: start,
                lastShownAt: start,
                lastStep: String(round))
        }
        try store.update("shared") { record in
            var shared =
                record
                ?? SeenRecord(
                    status: .inProgress, contentVersion: 1, timesShown: 0, firstShownAt: start,
                    lastShownAt: start)
            shared.timesShown += 1
            record = shared
        }
    } catch {
        FileHandle.standardError.write(Data("seen-state-writer: \(error)\n".utf8))
        exit(1)
    }
    round += 1
}
