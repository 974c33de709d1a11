import FuzzChecks

/// libFuzzer's entry point: one screen file, drawn and checked by the oracle the test suite replays.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    FuzzChecks.drawing(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
