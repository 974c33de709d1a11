#!/usr/bin/env bash
# The public API of the libraries a host imports, as a listing committed beside the tests
# (Tests/PublicAPI/MODULE.txt): one line per public symbol, its kind, its path and its declaration,
# sorted. Every change to the API then shows up in review as a change to the listing.
#
#   Scripts/public-api.sh          regenerate the listings from the code
#   Scripts/public-api.sh --check  fail (exit 1) when the listings and the code disagree
#
# The symbols come from the compiler's own symbol graph (Scripts/symbol-graphs.sh); TutorialKit's
# include the layers it re-exports, as a host sees them through one `import TutorialKit`.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(TutorialKit TutorialKitTerminal TutorialKitBundles)
check=false
[ "${1:-}" = "--check" ] && check=true

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
Scripts/symbol-graphs.sh "$graphs"

status=0
mkdir -p Tests/PublicAPI
for module in "${modules[@]}"; do
    listing=$(python3 - "$graphs" "$module" <<'PY'
import glob, json, sys
folder, module = sys.argv[1], sys.argv[2]
lines = set()
# The module's own symbols, and its extensions of other modules' types (MODULE@OTHER.symbols.json).
for path in [f"{folder}/{module}.symbols.json"] + glob.glob(f"{folder}/{module}@*.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        kind = symbol["kind"]["identifier"].removeprefix("swift.")
        lines.add(f"{'.'.join(symbol['pathComponents'])} [{kind}] {' '.join(declaration.split())}")
for line in sorted(lines):
    print(line)
PY
)
    file=Tests/PublicAPI/$module.txt
    if $check; then
        if ! diff -u "$file" <(printf '%s\n' "$listing") >"$graphs/$module.diff" 2>&1; then
            echo "error: the public API of $module differs from $file:" >&2
            head -40 "$graphs/$module.diff" >&2
            echo "Run Scripts/public-api.sh to regenerate it, and review the change." >&2
            status=1
        fi
    else
        printf '%s\n' "$listing" >"$file"
        top=$(printf '%s\n' "$listing" | awk '{print $1}' | grep -cv '\.' || true)
        echo "$file: $(printf '%s\n' "$listing" | wc -l) public symbols, $top top-level"
    fi
done
exit $status
