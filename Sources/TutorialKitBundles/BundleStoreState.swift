import TutorialKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A store's pointer, `state.json`: which installed version is current and which came before it,
/// and what the last check heard. Installing a version is replacing this file, in one rename.
struct BundleStoreState: Equatable {
    /// An installed version and the folder under `versions/` that holds it.
    struct Installed: Equatable {
        var version: Int
        var folder: String
    }

    var current: Installed?
    var previous: Installed?
    /// The highest version rolled back from: it is not installed again.
    var rolledBackFrom = 0
    /// The manifest's entity tag at the last check, sent as `If-None-Match` at the next.
    var entityTag: String?
    /// When the server was last asked, and how long its answer stays fresh.
    var checked: Date?
    var maxAge: Int?

    static let fileName = "state.json"
    /// The most bytes the file may have: a few short fields.
    static let maximumBytes = 64 * 1024

    /// The state in `bytes`, or `nil` when they are not a state this store wrote: a folder name
    /// that is not one the store makes is refused, so the file cannot point outside the store.
    static func decode(_ bytes: [UInt8]) -> BundleStoreState? {
        guard let root = try? JSONReader.read(bytes, limits: .standard), root.members != nil else {
            return nil
        }
        func installed(_ key: String) -> Installed?? {
            guard let member = root[key] else { return .some(nil) }
            guard let version = member.value["version"]?.value.integer, version >= 1,
                let folder = member.value["folder"]?.value.string, isVersionFolderName(folder)
            else { return nil }
            return Installed(version: version, folder: folder)
        }
        guard let current = installed("current"), let previous = installed("previous") else { return nil }
        var state = BundleStoreState(current: current, previous: previous)
        state.rolledBackFrom = max(root["rolledBackFrom"]?.value.integer ?? 0, 0)
        state.entityTag = root["entityTag"]?.value.string.flatMap { $0.utf8.count <= 1024 ? $0 : nil }
        state.checked = root["checked"]?.value.string.flatMap(Rule.ParameterValue.isoDate)
        state.maxAge = root["maxAge"]?.value.integer.flatMap { $0 >= 0 ? $0 : nil }
        return state
    }

    /// The file's text.
    func encode() -> String {
        func json(_ installed: Installed?) -> JSONValue? {
            installed.map { .object([("version", .integer($0.version)), ("folder", .string($0.folder))]) }
        }
        return JSONWriter.write(
            .object([
                ("current", json(current)), ("previous", json(previous)),
                ("rolledBackFrom", rolledBackFrom > 0 ? .integer(rolledBackFrom) : nil),
                ("entityTag", entityTag.map(JSONValue.string)),
                ("checked", checked.map { .string(BundleFormat.created($0)) }),
                ("maxAge", maxAge.map(JSONValue.integer)),
            ]))
    }

    /// A folder name for `version`, made unique by random digits: `v7-0123456789abcdef`.
    static func newVersionFolderName(_ version: Int) -> String {
        BundleFiles.randomName("v\(version)-")
    }

    /// Whether `name` is of the form ``newVersionFolderName(_:)`` makes.
    static func isVersionFolderName(_ name: String) -> Bool {
        let parts = name.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].first == "v", parts[0].count > 1, parts[0].count <= 20,
            parts[0].dropFirst().allSatisfy(\.isASCIIDigit), parts[1].count == 16,
            parts[1].allSatisfy({ $0.isASCIIDigit || ("a"..."f").contains($0) })
        else { return false }
        return true
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
