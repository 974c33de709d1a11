import Foundation

var output = Output(
    standardOutput: { text in DescriptorOutput.write(text, to: STDOUT_FILENO) },
    standardError: { text in DescriptorOutput.write(text, to: STDERR_FILENO) }
)
exit(Tool.run(Array(CommandLine.arguments.dropFirst()), &output))
