#!/usr/bin/env bash
# Builds the DocC documentation of the TutorialKit library with the toolchain's `docc`, and fails on
# any warning (a broken ``Symbol`` link, an undocumented or misnamed parameter, …).
#
#   Scripts/build-docs.sh
#
# Everything goes to .build-docs/ (ignored by git), away from the default .build/: the symbol graphs
# in .build-docs/symbol-graphs/, the archive in .build-docs/TutorialKit.doccarchive.
set -euo pipefail
cd "$(dirname "$0")/.."

module=TutorialKit
catalog=Sources/$module/Documentation.docc
scratch=.build-docs
emitted=$PWD/$scratch/symbol-graphs   # where the compiler writes; absolute, as swiftc runs elsewhere
staged=$scratch/docc-symbol-graphs    # only this module's graphs, what docc reads
archive=$scratch/$module.doccarchive
log=$scratch/docc.log

mkdir -p "$emitted"

# The module's public symbols. Compiling only this target keeps other modules' graphs out; the
# graphs are rewritten whenever a source file (or its doc comments) changes.
swift build --scratch-path "$scratch" --target "$module" \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public

# Feed docc the module's own graph and its extension graphs (TutorialKit@Swift.symbols.json, …),
# nothing else.
rm -rf "$staged"
mkdir -p "$staged"
shopt -s nullglob
graphs=("$emitted/$module.symbols.json" "$emitted/$module"@*.symbols.json)
shopt -u nullglob
[ -f "${graphs[0]}" ] || { echo "error: no symbol graph for $module in $emitted" >&2; exit 1; }
cp "${graphs[@]}" "$staged"/

rm -rf "$archive"
status=0
docc convert "$catalog" \
    --additional-symbol-graph-dir "$staged" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier org.tutorialkit.$module \
    --output-path "$archive" \
    --warnings-as-errors \
    2>&1 | tee "$log" || status=$?

# --warnings-as-errors turns warnings into errors; count both, in case a warning slips through.
problems=$(grep -cE '^(warning|error):' "$log" || true)
if [ "$status" -ne 0 ] || [ "$problems" -ne 0 ]; then
    echo "error: docc reported $problems warning(s) or error(s); see above or $log" >&2
    exit 1
fi
echo "Documentation archive: $PWD/$archive"
