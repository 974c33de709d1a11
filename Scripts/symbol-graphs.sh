#!/usr/bin/env bash
# Writes the public symbol graphs of the libraries a host imports into DIR, from the debug build:
# DIR/TutorialKit.symbols.json (with the layers it re-exports: one import, one API) and
# DIR/TutorialKitTerminal.symbols.json and DIR/TutorialKitBundles.symbols.json, plus any extension
# graphs (MODULE@OTHER.symbols.json).
#
#   Scripts/symbol-graphs.sh DIR
#
# Used by Scripts/public-api.sh (the API listing) and Scripts/build-docs.sh (the DocC archive).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:?usage: Scripts/symbol-graphs.sh DIR}

# The layers TutorialKit re-exports (Sources/TutorialKit/Exports.swift): their public symbols are
# TutorialKit's.
layers=$(sed -n 's/^@_exported import //p' Sources/TutorialKit/Exports.swift | paste -sd, -)

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --target TutorialKitBundles >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
bin=$(swift build --show-bin-path)
modules="$bin/Modules"
# The C target's module, which TutorialKitBundles imports (internally), by SwiftPM's module map.
c_modules=(-I "$bin/TutorialKitSHAInstructions.build")
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)

# Only the graphs this script writes are replaced; nothing else in DIR is touched.
mkdir -p "$out"
rm -f "$out"/*.symbols.json
for module in TutorialKit TutorialKitTerminal TutorialKitBundles; do
    swift symbolgraph-extract -module-name "$module" -I "$modules" "${c_modules[@]}" -target "$triple" \
        -minimum-access-level public -skip-inherited-docs -output-dir "$out" \
        -experimental-allowed-reexported-modules="$layers"
done
[ -f "$out/TutorialKit.symbols.json" ] || { echo "error: no symbol graph in $out" >&2; exit 1; }
