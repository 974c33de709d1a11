#!/usr/bin/env bash
# Runs Unicode's own conformance files against TutorialKit's text algorithms, and fails unless
# every case passes: LineBreakTest.txt of Unicode 17.0 (vendored in Scripts/unicode-17.0.0, the
# version the tables are generated from), and BidiTest.txt and BidiCharacterTest.txt from Debian's
# unicode-data package (Unicode 15.0; BidiTest names classes, not characters, and the characters
# BidiCharacterTest uses have the same classes in 17.0), installed here when missing. None of them
# is ever a dependency of the package or its tests.
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
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
mkdir -p "$folder/auxiliary"
ln -s /usr/share/unicode/BidiTest.txt /usr/share/unicode/BidiCharacterTest.txt "$folder/"
gunzip -c Scripts/unicode-17.0.0/LineBreakTest.txt.gz > "$folder/auxiliary/LineBreakTest.txt"
for file in BidiTest.txt BidiCharacterTest.txt auxiliary/LineBreakTest.txt; do
  echo "$file: $(head -1 "$folder/$file" | tr -d '#' | xargs)"
done
.build/debug/unicode-conformance "$folder"
