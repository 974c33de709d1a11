#!/usr/bin/env bash
# Builds the DocC documentation of the TutorialKit library with the toolchain's `docc`, and fails on
# any warning (a broken ``Symbol`` link, an undocumented or misnamed parameter, …).
#
#   Scripts/build-docs.sh
#
# The symbol graphs go to .build-docs/docc-symbol-graphs/, the archive to
# .build-docs/TutorialKit.doccarchive (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."

module=TutorialKit
catalog=Sources/$module/Documentation.docc
scratch=.build-docs
staged=$scratch/docc-symbol-graphs    # TutorialKit's graph, with the layers it re-exports
archive=$scratch/$module.doccarchive
log=$scratch/docc.log

# The module's public symbols, the re-exported layers' included (Scripts/symbol-graphs.sh), and not
# the terminal library's or the bundles': this catalog documents what `import TutorialKit` gives.
mkdir -p "$scratch"
Scripts/symbol-graphs.sh "$staged"
rm -f "$staged"/TutorialKitTerminal*.symbols.json "$staged"/TutorialKitBundles*.symbols.json

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
