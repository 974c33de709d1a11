import TutorialKitJSON
import TutorialKitText

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file's contents in one step, respecting the file: the new contents go to a temporary
/// file beside it, which takes the file's mode, owner and group, is flushed to disk, and is renamed
/// over it; the folder is flushed too. A crash leaves the old file or the new one.
///
/// What a rename would get wrong is refused, leaving the file untouched: something that is not a
/// regular file, a read-only file, and a file with more than one hard link — the rename would give
/// this name a new file while the other names kept the old contents, and writing the file in place
/// instead could be torn by a crash or seen half-written by a reader. (The caller follows symbolic
/// links first: ``SymbolicLinks``.) Must be used under the store's lock.
struct AtomicFileReplacement {
    // The C function, not a method of the same name.
    #if canImport(Glibc)
        private static let systemWrite = Glibc.write
    #elseif canImport(Darwin)
        private static let systemWrite = Darwin.write
    #endif

    /// The file replaced: not a symbolic link.
    let target: String

    private var folder: String {
        let parent = FilePaths.parent(of: target)
        return parent.isEmpty ? "." : parent
    }

    /// Temporary files are named `NAME.tmp-` and 16 lowercase hexadecimal digits, random, so a
    /// file of the user's next to the store never has a temporary file's name by chance.
    private var temporaryPrefix: String { FilePaths.lastComponent(of: target) + ".tmp-" }
    private static let temporarySuffixLength = 16

    /// Fails unless `target` is missing or a regular file: nothing is created beside a device.
    func requireRegularFileOrNothing() throws(SeenStateStoreError) {
        _ = try regularFileStatus()
    }

    /// The target's status, or `nil` when there is no file; fails when it is not a regular file.
    private func regularFileStatus() throws(SeenStateStoreError) -> stat? {
        var status = stat()
        guard lstat(target, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw ioError("inspect", errno)
        }
        if let kind = RegularFileReader.nonRegularKind(status.st_mode) {
            throw .notARegularFile(file: target, kind: kind.description)
        }
        return status
    }

    /// Writes `pieces`, one after another, as the file's new contents.
    func write(_ pieces: [ArraySlice<UInt8>]) throws(SeenStateStoreError) {
        let existing = try checkedExisting()
        let (temporary, descriptor) = try createTemporary(privately: existing != nil)
        var isOpen = true
        do throws(SeenStateStoreError) {
            try writeAll(pieces, to: descriptor, temporary)
            if let existing { try keepOwnerAndMode(of: existing, on: descriptor) }
            guard fsync(descriptor) == 0 else { throw ioError("flush", errno, temporary) }
            isOpen = false
            guard close(descriptor) == 0 else { throw ioError("write", errno, temporary) }
            guard rename(temporary, target) == 0 else { throw ioError("replace", errno) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
        try syncFolder()
    }

    /// The file as it is now, or `nil` when there is none; fails for what must not be replaced.
    private func checkedExisting() throws(SeenStateStoreError) -> stat? {
        guard let status = try regularFileStatus() else { return nil }
        // Mode bits too: root may write anywhere, but a file made read-only is not to be changed.
        let permissions = status.st_mode & 0o7777
        guard permissions & 0o222 != 0, faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) == 0 else {
            let octal = String(permissions, radix: 8)
            throw .notWritable(
                file: target, mode: String(repeating: "0", count: max(0, 4 - octal.count)) + octal)
        }
        guard status.st_nlink <= 1 else { throw .hardLinked(file: target, links: Int(status.st_nlink)) }
        return status
    }

    /// A new temporary file beside the target, made only by this call (`O_EXCL`): for an existing
    /// file readable by its owner alone until it takes the file's mode, for a new one 0644 less
    /// the umask.
    private func createTemporary(privately: Bool) throws(SeenStateStoreError) -> (String, Int32) {
        var code: Int32 = EEXIST
        // A clash of 64 random bits is not expected once; a few tries cover a stray file.
        for _ in 0..<4 {
            let name = temporaryPrefix + Self.randomSuffix()
            let temporary = FilePaths.appending(name, to: folder)
            let descriptor = open(
                temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, privately ? 0o600 : 0o644)
            if descriptor >= 0 { return (temporary, descriptor) }
            code = errno
            guard code == EEXIST else { break }
        }
        throw ioError("create a temporary file beside", code)
    }

    private static func randomSuffix() -> String {
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        return String(repeating: "0", count: temporarySuffixLength - digits.count) + digits
    }

    private func writeAll(_ pieces: [ArraySlice<UInt8>], to descriptor: Int32, _ temporary: String)
        throws(SeenStateStoreError)
    {
        for piece in pieces {
            var offset = piece.startIndex
            while offset < piece.endIndex {
                let written = piece[offset...].withUnsafeBytes {
                    Self.systemWrite(descriptor, $0.baseAddress, $0.count)
                }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw ioError("write", errno, temporary)
                }
                offset += written
            }
        }
    }

    /// Gives the temporary file the owner, group and mode of `existing`; owner first, since a
    /// change of owner clears the set-user-ID bits.
    private func keepOwnerAndMode(of existing: stat, on descriptor: Int32) throws(SeenStateStoreError) {
        var made = stat()
        guard fstat(descriptor, &made) == 0 else { throw ioError("inspect the temporary file beside", errno) }
        if made.st_uid != existing.st_uid || made.st_gid != existing.st_gid {
            guard fchown(descriptor, existing.st_uid, existing.st_gid) == 0 else {
                throw ioError("keep the owner and group of", errno)
            }
        }
        guard fchmod(descriptor, existing.st_mode & 0o7777) == 0 else {
            throw ioError("keep the mode of", errno)
        }
    }

    private func syncFolder() throws(SeenStateStoreError) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ioError("flush the folder of", errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw ioError("flush the folder of", errno) }
    }

    /// Removes the temporary files a writer killed mid-write left behind: safe under the lock,
    /// since no other writer can be using one. Only names of exactly the temporary form are
    /// touched, and only regular files of this user with one link — a user's
    /// `state.json.tmp-notes.txt` stays.
    func removeAbandonedTemporaryFiles() {
        let prefix = temporaryPrefix
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where Self.isTemporaryName(name, prefix: prefix) {
            let path = FilePaths.appending(name, to: folder)
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_uid == geteuid(),
                status.st_nlink == 1
            else { continue }
            unlink(path)
        }
    }

    /// Whether `name` is `prefix` and then exactly the random suffix's lowercase hexadecimal digits.
    static func isTemporaryName(_ name: String, prefix: String) -> Bool {
        // Bytes, not characters: an accent after the prefix must not count as part of it.
        guard name.utf8.starts(with: prefix.utf8) else { return false }
        let suffix = name.utf8.dropFirst(prefix.utf8.count)
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        let letters = UInt8(ascii: "a")...UInt8(ascii: "f")
        return suffix.count == temporarySuffixLength
            && suffix.allSatisfy { digits.contains($0) || letters.contains($0) }
    }

    private func ioError(_ operation: String, _ code: Int32, _ file: String? = nil) -> SeenStateStoreError {
        .io(file: file ?? target, operation: operation, reason: String(cString: strerror(code)))
    }
}
