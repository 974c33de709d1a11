#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

let buffered = BufferedOutput()
var output = Output(standardOutput: buffered.standardOutput, standardError: buffered.standardError)
let status = Tool.run(Array(CommandLine.arguments.dropFirst()), &output)
buffered.flush()
exit(status)
