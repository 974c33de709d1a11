import Foundation
import TutorialKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The seen-state file at several sizes, each in a fresh folder on the machine's disk.
/// - Mark one tutorial: lock, read, parse, change, encode, write, fsync, rename, fsync the folder.
///   Floor: writing the same bytes with write, fsync, rename and a folder fsync — the cost of
///   durability alone.
/// - Load it: a new store opens, reads and parses the file. Floor: reading the bytes.
/// - Load it again: a store that read the file before, which is unchanged. Same floor.
enum SeenStateBench {
    static let sizes = [100, 10_000, 100_000]

    static func run(runs: Int) throws -> [BenchResult] {
        try sizes.flatMap { try run(records: $0, runs: runs) }
    }

    static func run(records: Int, runs: Int) throws -> [BenchResult] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("tutorialkit-bench-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/seen-state.json"
        let document = generatedDocument(records: records)
        let bytes = Array(document.encoded().utf8)
        try durableWrite(bytes, to: path, folder: folder)
        let store = JSONFileSeenStore(path: path)
        guard try store.allRecords().count == records else {
            throw BenchError("the seen-state file lost records")
        }

        var completed = false
        let floorPath = folder + "/floor.json"
        let writes = try Timing.medians(
            runs: runs,
            [
                {
                    // Alternate the status so every run changes the file and keeps its size.
                    completed.toggle()
                    let status: SeenRecord.Status = completed ? .completed : .skipped
                    try store.update("tutorial-\(records / 2)") { $0?.status = status }
                },
                { try durableWrite(bytes, to: floorPath, folder: folder) },
            ])
        let reads = try Timing.medians(
            runs: runs, repeats: 5,
            [
                { consume(try JSONFileSeenStore(path: path).document()) },
                { consume(try store.document()) },
                { consume(try readBytes(path)) },
            ])
        let (mark, writeFloor, load, loadAgain, readFloor) = (
            writes[0], writes[1], reads[0], reads[1], reads[2]
        )
        let size = "\(records.formatted())-record file (\(bytes.count.formatted()) B)"
        return [
            BenchResult(
                name: "seen-state: mark one in a \(size)", median: mark,
                floor: ("write + fsync + rename + folder fsync", writeFloor), limit: .ratio(2)),
            BenchResult(
                name: "seen-state: load a \(size)", median: load, floor: ("read the bytes", readFloor),
                limit: .ratio(10)),
            BenchResult(
                name: "seen-state: load it again, unchanged", median: loadAgain,
                floor: ("read the bytes", readFloor), limit: .ratio(10)),
        ]
    }

    /// Records as a long-lived app accumulates them: statuses, versions, a last step, recent shows.
    static func generatedDocument(records: Int) -> SeenStateDocument {
        let start = Date(timeIntervalSince1970: 1_760_000_000)
        let statuses: [SeenRecord.Status] = [.completed, .skipped, .inProgress, .dismissed]
        var document = SeenStateDocument()
        for index in 0..<records {
            let first = start.addingTimeInterval(Double(index) * 3_600)
            let shows = (0..<(index % 3 + 1)).map { first.addingTimeInterval(Double($0) * 86_400) }
            let record = SeenRecord(
                status: statuses[index % statuses.count], contentVersion: index % 5 + 1,
                timesShown: shows.count,
                firstShownAt: first, lastShownAt: shows.last ?? first,
                lastStep: index % 2 == 0 ? "step-\(index % 7)" : nil, recentShows: shows)
            document.entries["tutorial-\(index)"] = SeenStateDocument.Entry(record: record)
        }
        return document
    }

    /// The floor's write: what any durable replacement of the file costs.
    static func durableWrite(_ bytes: [UInt8], to path: String, folder: String) throws {
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw BenchError("cannot create \(temporary)") }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, fsync(descriptor) == 0 else {
            close(descriptor)
            throw BenchError("cannot write \(temporary)")
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else { throw BenchError("cannot rename \(temporary)") }
        let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
        defer { close(folderDescriptor) }
        guard folderDescriptor >= 0, fsync(folderDescriptor) == 0 else {
            throw BenchError("cannot flush \(folder)")
        }
    }

    /// The load floor: open, read every byte, close.
    static func readBytes(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BenchError("cannot open \(path)") }
        defer { close(descriptor) }
        var size = stat()
        guard fstat(descriptor, &size) == 0 else { throw BenchError("cannot stat \(path)") }
        var bytes = [UInt8](repeating: 0, count: Int(size.st_size))
        let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count == bytes.count else { throw BenchError("short read of \(path)") }
        return bytes
    }
}
