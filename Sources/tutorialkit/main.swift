import Foundation

let buffered = BufferedOutput()
var output = Output(standardOutput: buffered.standardOutput, standardError: buffered.standardError)
let status = Tool.run(Array(CommandLine.arguments.dropFirst()), &output)
buffered.flush()
exit(status)
