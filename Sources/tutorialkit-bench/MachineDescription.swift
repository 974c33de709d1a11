import Foundation

/// The machine a run was measured on, for the figures' table: CPU model, cores, memory, system.
enum MachineDescription {
    static var current: String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model =
            cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown CPU"
        let info = ProcessInfo.processInfo
        let memory = Double(info.physicalMemory) / 1_073_741_824
        return "\(model), \(info.activeProcessorCount) cores, \(String(format: "%.0f", memory)) GiB, "
            + "\(info.operatingSystemVersionString)"
    }
}
