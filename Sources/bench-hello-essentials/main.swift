import FoundationEssentials

// The benchmark's second floor for a whole `tutorialkit` process: a program that loads what the
// tool loads (FoundationEssentials, not Foundation with ICU) and only prints, built the same way,
// so the ratio shows what the tool's own work adds.
print(Date.now.timeIntervalSince1970 > 0 ? "hello" : "")
