import Foundation

// The benchmark's floor for a whole `tutorialkit` process: a Foundation program that does
// nothing but print, built the same way, so the ratio shows only what TutorialKit adds.
FileHandle.standardOutput.write(Data("hello\n".utf8))
