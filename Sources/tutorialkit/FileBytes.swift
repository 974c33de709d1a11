import Foundation

/// Reads whole files for the command line.
enum FileBytes {
    struct Unreadable: Error {}

    static func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else { throw Unreadable() }
        return [UInt8](data)
    }
}
