import FuzzChecks

/// libFuzzer's entry point: one input, checked by the same oracle the test suite replays.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzChecks.screen(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
