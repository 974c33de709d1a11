#!/usr/bin/env bash
# Runs Unicode's own conformance files (BidiTest.txt, BidiCharacterTest.txt, LineBreakTest.txt) against TutorialKit's
# text algorithms, and fails unless every case passes. The files come from Debian's unicode-data
# package, installed here when missing; they are never a dependency of the package or its tests.
#
#     Scripts/unicode-conformance.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f /usr/share/unicode/BidiCharacterTest.txt ]; then
  echo "installing unicode-data"
  apt-get update -qq
  apt-get install -y -qq unicode-data
fi
if ! output=$(swift build --product unicode-conformance 2>&1); then
  echo "$output" >&2
  exit 1
fi
.build/debug/unicode-conformance /usr/share/unicode
