import Foundation
import TestSupport
import Testing
import TutorialKit

/// `tutorialkit seen` as a user runs it.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct SeenCommandTests {
    let scratch: Scratch
    init() throws { scratch = try Scratch() }

    @Test func markListShowAndReset() throws {
        let store = scratch.path("state.json")
        #expect(
            try ToolRunner.run(["seen", "list", "--store", store]).standardOutput == "no tutorials seen yet\n"
        )
        let marked = try ToolRunner.run(["seen", "mark", "onboarding", "--store", store])
        #expect(marked.status == 0)
        #expect(marked.standardOutput == "onboarding: completed\n")
        #expect(
            try ToolRunner.run(["seen", "mark", "rate", "--status=skipped", "--store", store]).status == 0)
        let list = try ToolRunner.run(["seen", "list", "--store", store])
        let rows = list.standardOutput.split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix("TUTORIAL    STATUS     VERSION  SHOWN  LAST SHOWN"))
        #expect(rows[1].hasPrefix("onboarding  completed  1        0      "))
        #expect(rows[2].hasPrefix("rate        skipped    1        0      "))
        let show = try ToolRunner.run(["seen", "show", "rate", "--store", store])
        #expect(show.standardOutput.contains("status:         skipped"))
        #expect(
            try ToolRunner.run(["seen", "reset", "rate", "--store", store]).standardOutput
                == "rate: forgotten\n")
        #expect(try JSONFileSeenStore(path: store).allRecords().keys.sorted() == ["onboarding"])
    }

    @Test func aFailureIsMarkedWithItsReasonAndShownInWords() throws {
        let store = scratch.path("state.json")
        let marked = try ToolRunner.run(
            ["seen", "mark", "tour", "--status", "failed", "--reason", "targetMissing", "--store", store])
        #expect(marked.status == 0, "\(marked.standardError)")
        let list = try ToolRunner.run(["seen", "list", "--store", store]).standardOutput
        #expect(list.contains("failed: target missing"), "\(list)")
        let show = try ToolRunner.run(["seen", "show", "tour", "--store", store]).standardOutput
        #expect(show.contains("failure:        target missing"), "\(show)")
        #expect(try JSONFileSeenStore(path: store).record(for: "tour")?.failure == .targetMissing)
        let completed = try ToolRunner.run(["seen", "mark", "tour", "--store", store])
        #expect(completed.status == 0)
        #expect(
            try JSONFileSeenStore(path: store).record(for: "tour")?.failure == nil, "no failure to explain")
    }

    @Test(arguments: [
        (["--status", "failed"], "--status failed needs --reason, one of targetMissing"),
        (["--status", "failed", "--reason", "targetMising"], "did you mean 'targetMissing'"),
        (["--reason", "targetMissing"], "--reason goes with --status failed only"),
    ])
    func aFailureWithoutItsReasonIsAUsageError(options: [String], message: String) throws {
        let store = scratch.path("state.json")
        let result = try ToolRunner.run(["seen", "mark", "tour", "--store", store] + options)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: store), "nothing was written")
    }

    @Test func listAsJSONIsTheFile() throws {
        let store = scratch.path("state.json")
        _ = try ToolRunner.run(["seen", "mark", "a", "--store", store])
        let result = try ToolRunner.run(["seen", "list", "--format", "json", "--store", store])
        let document = try SeenStateDocument.parse(Array(result.standardOutput.utf8), file: "stdout")
        #expect(document.records["a"]?.status == .completed)
    }

    @Test func showOfAnUnknownTutorialSuggestsOne() throws {
        let store = scratch.path("state.json")
        _ = try ToolRunner.run(["seen", "mark", "onboarding", "--store", store])
        let result = try ToolRunner.run(["seen", "show", "onbaording", "--store", store])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "tutorialkit: no record of \"onbaording\" in \(store); did you mean 'onboarding'?\n")
    }

    @Test func mergeBringsInTheOtherDevice() throws {
        let phone = scratch.path("phone.json")
        let tablet = scratch.path("tablet.json")
        _ = try ToolRunner.run(["seen", "mark", "a", "--store", phone])
        _ = try ToolRunner.run(["seen", "mark", "b", "--status", "dismissed", "--store", tablet])
        let result = try ToolRunner.run(["seen", "merge", tablet, "--store", phone])
        #expect(result.status == 0)
        #expect(try JSONFileSeenStore(path: phone).allRecords().keys.sorted() == ["a", "b"])
    }

    /// Merging a `formatVersion: 2` file used to rewrite the store as version 2, and every later
    /// `mark` failed.
    @Test func mergeOfANewerFormatChangesNothing() throws {
        let store = scratch.path("state.json")
        _ = try ToolRunner.run(["seen", "mark", "a", "--store", store])
        let before = scratch.bytes(store)
        let newer = try scratch.fixture("future-version.json")
        let result = try ToolRunner.run(["seen", "merge", newer, "--store", store])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "tutorialkit: \(newer) has formatVersion 2, newer than this TutorialKit's 1; merging it "
                + "would write a format this version cannot, so nothing was changed. Update TutorialKit to "
                + "merge it\n")
        #expect(scratch.bytes(store) == before)
        #expect(try ToolRunner.run(["seen", "mark", "b", "--store", store]).status == 0)
    }

    /// Merging a file that is not there used to merge nothing and exit 0.
    @Test func mergeOfAMissingFileIsAnError() throws {
        let store = scratch.path("state.json")
        let missing = scratch.path("missing.json")
        let result = try ToolRunner.run(["seen", "merge", missing, "--store", store])
        #expect(result.status == 1)
        #expect(result.standardError == "tutorialkit: \(missing) does not exist; nothing was changed\n")
        #expect(scratch.bytes(store) == nil, "no store was made")
    }

    /// Resetting a tutorial the store has no record of used to exit 0.
    @Test func resetOfAnUnknownTutorialIsAnError() throws {
        let store = scratch.path("state.json")
        _ = try ToolRunner.run(["seen", "mark", "onboarding", "--store", store])
        let before = scratch.bytes(store)
        let result = try ToolRunner.run(["seen", "reset", "onbaording", "--store", store])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "tutorialkit: no record of \"onbaording\" in \(store), so nothing was reset; "
                + "did you mean 'onboarding'?\n")
        #expect(scratch.bytes(store) == before)
        #expect(try ToolRunner.run(["seen", "reset", "onboarding", "--store", store]).status == 0)
        #expect(try ToolRunner.run(["seen", "reset", "--store", store]).status == 0, "resetting all is fine")
    }

    @Test func corruptFileFailsAndRecoverMovesItAside() throws {
        let store = try scratch.fixture("wrong-types.json")
        let failed = try ToolRunner.run(["seen", "mark", "x", "--store", store])
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("is not a valid seen-state file"))
        let recovered = try ToolRunner.run(["seen", "recover", "--store", store])
        #expect(recovered.status == 0)
        #expect(recovered.standardOutput.hasPrefix("moved the corrupt file to \(store).corrupt-"))
        #expect(try ToolRunner.run(["seen", "mark", "x", "--store", store]).status == 0)
    }

    @Test(arguments: [
        (
            ["seen"],
            "tutorialkit: seen needs one of: list, show, mark, reset, merge, recover (see 'tutorialkit seen --help')"
        ),
        (
            ["seen", "lsit", "--store", "x"],
            "tutorialkit: unknown action 'lsit'; did you mean 'list'? (see 'tutorialkit seen --help')"
        ),
        (["seen", "list"], "tutorialkit: seen list needs --store PATH (see 'tutorialkit seen --help')"),
        (
            ["seen", "mark", "a", "--status", "complete", "--store", "x"],
            "tutorialkit: --status must be inProgress, completed, skipped, dismissed, abandoned or failed, not 'complete'; did you mean 'completed'? (see 'tutorialkit seen --help')"
        ),
        (
            ["seen", "show", "--store", "x"],
            "tutorialkit: seen show takes one ID (see 'tutorialkit seen --help')"
        ),
        (
            ["seen", "mark", "a", "--store", "x", "--lock-timeout", "-1"],
            "tutorialkit: --lock-timeout takes seconds from 0 to 86400, not '-1' (see 'tutorialkit seen --help')"
        ),
        (
            ["seen", "mark", "a", "--store", "x", "--lock-timeout", "nan"],
            "tutorialkit: --lock-timeout takes seconds from 0 to 86400, not 'nan' (see 'tutorialkit seen --help')"
        ),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try ToolRunner.run(arguments)
        #expect(result.status == 2)
        #expect(result.standardError == message + "\n")
    }
}

/// `tutorialkit seen` on a store path that is not a regular file: an error at once, never a hang
/// or a read without end. Run as whole processes with a time limit, so a hang fails the test.
@Suite(.tags(.slow), .enabled(if: SlowTests.run)) struct SeenCommandSurroundingsTests {
    let scratch: Scratch
    init() throws { scratch = try Scratch() }

    @Test(arguments: [["list"], ["mark", "a"], ["recover"]])
    func aFIFOIsAnErrorAtOnce(action: [String]) throws {
        let fifo = scratch.path("state.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = try SpawnedTool.run(["seen"] + action + ["--store", fifo])
        #expect(!result.timedOut, "seen \(action[0]) waited for a writer on the FIFO")
        #expect(result.status == 1)
        #expect(
            result.errorText
                == "tutorialkit: \(fifo) is a FIFO (named pipe), not a regular file; nothing was read or "
                + "written. Point the store at a regular file (or a symbolic link to one)\n")
    }

    @Test func aDeviceIsAnErrorWithoutReadingIt() throws {
        let result = try SpawnedTool.run(["seen", "list", "--store", "/dev/zero"])
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(
            result.errorText.hasPrefix("tutorialkit: /dev/zero is a character device, not a regular file")
        )
        #expect(result.peakKilobytes < 200 << 10, "peak memory \(result.peakKilobytes >> 10) MiB")
    }
}

extension SeenCommandSurroundingsTests {
    /// Nothing is created beside a device a link leads to: no `/dev/zero.lock`.
    @Test func aLinkToADeviceIsAnErrorWithNothingCreated() throws {
        let link = scratch.path("state.json")
        #expect(symlink("/dev/zero", link) == 0)
        let result = try SpawnedTool.run(["seen", "mark", "a", "--store", link])
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.errorText.contains("is a character device, not a regular file"))
        #expect(!FileManager.default.fileExists(atPath: "/dev/zero.lock"))
        #expect(!FileManager.default.fileExists(atPath: link + ".lock"))
    }

    @Test func aReadOnlyStoreIsAnErrorAndUntouched() throws {
        let store = scratch.path("state.json")
        #expect(try SpawnedTool.run(["seen", "mark", "a", "--store", store]).status == 0)
        #expect(chmod(store, 0o444) == 0)
        let before = scratch.bytes(store)
        let result = try SpawnedTool.run(["seen", "mark", "b", "--store", store])
        #expect(result.status == 1)
        #expect(
            result.errorText
                == "tutorialkit: \(store) is not writable (mode 0444); it was left untouched. "
                + "Make it writable (for its owner: chmod u+w \(store)) to change it\n")
        #expect(scratch.bytes(store) == before)
    }
}

extension SeenCommandSurroundingsTests {
    /// `seen mark` used to wait forever, silently, while another process held the lock.
    @Test func aHeldLockIsWaitedForABoundedTimeAndSaidSo() throws {
        let store = scratch.path("state.json")
        #expect(try SpawnedTool.run(["seen", "mark", "a", "--store", store]).status == 0)
        let before = scratch.bytes(store)
        let holder = LockHolder(store + ".lock")
        defer { holder.release() }
        let result = try SpawnedTool.run(["seen", "mark", "b", "--store", store, "--lock-timeout", "1"])
        #expect(!result.timedOut)
        #expect(result.status == 1)
        #expect(result.seconds >= 1)
        #expect(
            result.errorText == """
                tutorialkit: waiting for the lock on \(store).lock, held by another process…
                tutorialkit: gave up waiting for the lock on \(store).lock: another process held it for 1 s \
                without changing \(store); nothing was changed. If that process is stuck, end it \
                (lsof \(store).lock names it) and try again

                """)
        #expect(scratch.bytes(store) == before)
    }
}
