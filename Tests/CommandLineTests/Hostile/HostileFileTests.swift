import Foundation
import TestSupport
import Testing

/// Files that are not what a tutorial's path promises: a FIFO, a device, a folder. Each is refused
/// at once, before a byte is read, rather than hanging or reading without end.
@Suite(.tags(.slow), .enabled(if: SlowTests.run))
struct HostileFileTests {
    @Test(
        "a FIFO, a device and a folder given as a tutorial are refused at once",
        arguments: ["fifo", "/dev/zero", "folder"])
    func specialFilesAreRefused(kind: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var path = kind
        if kind == "fifo" {
            path = folder.appendingPathComponent("t.tutorial.json").path
            #expect(mkfifo(path, 0o600) == 0)
        } else if kind == "folder" {
            path = folder.path
        }
        let store = folder.appendingPathComponent("seen.json").path
        for command in [["validate", path], ["preview", path], ["explain", path, "--store", store]] {
            let result = try SpawnedTool.run(command, timeout: 10)
            #expect(!result.timedOut, "\(command)")
            #expect(result.status == 1, "\(command): \(result.output)")
            #expect(result.peakKilobytes < 200_000, "\(command)")
            #expect(
                result.output.contains(kind == "folder" ? "is a folder" : "not a regular file"),
                "\(result.output)")
        }
    }
}
