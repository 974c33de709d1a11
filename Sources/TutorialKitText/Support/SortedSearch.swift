/// Halving searches in ascending arrays: the Unicode tables, the font's runs, a text's paragraphs.
enum SortedSearch {
    /// The index of the last element of `sorted` at or below `value`; `nil` when every one is
    /// above it. With a `stride`, only every stride-th element counts (the first of each pair of
    /// a flattened list of ranges), and the index is of that element's group.
    @inline(__always)
    static func lastIndex<Element: Comparable>(
        atOrBelow value: Element, in sorted: [Element], stride: Int = 1
    )
        -> Int?
    {
        var low = 0
        var high = sorted.count / stride
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle * stride] <= value { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    /// The index of `value` in `sorted`, when it is there.
    @inline(__always)
    static func index<Element: Comparable>(of value: Element, in sorted: [Element]) -> Int? {
        lastIndex(atOrBelow: value, in: sorted).flatMap { sorted[$0] == value ? $0 : nil }
    }
}
