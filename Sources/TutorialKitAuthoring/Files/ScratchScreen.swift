import TutorialKitLayout

/// A screen the checks resolve targets against, as it is in its file. Made once for many targets
/// and scrolled back after each: a copy of the screen for each target would copy its lists
/// whenever a row scrolls one.
struct ScratchScreen {
    /// The screen as its file has it.
    let original: Screen
    private var scratch: Screen

    init(_ screen: Screen) {
        original = screen
        scratch = screen
    }

    /// Resolves `target` as on the screen in its file, and leaves the screen so.
    mutating func resolve(_ target: any Target) throws -> Rect? {
        // The built-in kinds scroll one list or grid at most; a host's kind may change anything.
        let kind = type(of: target)
        if kind == ElementTarget.self || kind == NoTarget.self || kind == ListRowTarget.self
            || kind == GridItemTarget.self
        {
            defer { scrollBack() }
            return try TargetResolution.resolve(target, in: &scratch)
        }
        defer { scratch = original }
        return try TargetResolution.resolve(target, in: &scratch)
    }

    /// Puts each list and grid back where the file has it (a target scrolls one at most).
    private mutating func scrollBack() {
        for index in scratch.lists.indices where index < original.lists.count {
            let offset = original.lists[index].contentOffset
            if scratch.lists[index].contentOffset != offset { scratch.lists[index].contentOffset = offset }
        }
        for index in scratch.grids.indices where index < original.grids.count {
            let offset = original.grids[index].contentOffset
            if scratch.grids[index].contentOffset != offset { scratch.grids[index].contentOffset = offset }
        }
    }
}
