import Foundation

var output = Output(
    standardOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    standardError: { text in FileHandle.standardError.write(Data(text.utf8)) }
)
exit(Tool.run(Array(CommandLine.arguments.dropFirst()), &output))
