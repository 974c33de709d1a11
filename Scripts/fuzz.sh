#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ with AddressSanitizer and runs each from a seed corpus of the
# examples and test fixtures.
#
#   Scripts/fuzz.sh [seconds per target, default 600] [target ...]
#
# Targets: FuzzTutorialLoader FuzzScreenLoader FuzzScreenDrawing FuzzSeenStateReader. Crashers land in
# Fuzz/Crashers/<target>/; fix the cause, then copy each into Tests/TutorialKitTests/Fuzz/Regressions/
# so the normal test suite replays it. Working corpora stay in Fuzz/Corpus/ (not committed).
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzTutorialLoader FuzzScreenLoader FuzzScreenDrawing FuzzSeenStateReader)

# SwiftPM keeps the build plan of a local dependency and misses files added to it since: drop the
# plan so the fuzzers always build from the sources as they are.
rm -f .build-fuzz/debug.yaml .build-fuzz/*/debug/description.json
# SwiftPM passes --sanitize=fuzzer --sanitize=address to swiftc as two -sanitize= flags, and swiftc
# (6.3) keeps only the last: the code gets AddressSanitizer but no coverage, and libFuzzer runs blind.
# The combined flag, which comes after SwiftPM's own, asks for both.
build=(swift build --package-path Fuzz --scratch-path .build-fuzz -c debug
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
"${build[@]}"
bin=$("${build[@]}" --show-bin-path)

seed() {
    local target=$1 corpus=Fuzz/Corpus/$1
    mkdir -p "$corpus"
    # Each seed is named after its path, so files of one name in two folders are both kept.
    copy() { for file in "$@"; do cp "$file" "$corpus/${file//\//_}"; done; }
    case $target in
    FuzzTutorialLoader) copy Tutorials/*/*.tutorial.json Tests/TutorialKitTests/Authoring/Corpus/*.tutorial.json ;;
    FuzzScreenLoader | FuzzScreenDrawing)
        copy Tutorials/*/*.screen.json Tests/TutorialKitTests/Authoring/Corpus/*.screen.json ;;
    FuzzSeenStateReader) copy Tests/TutorialKitSeenStateTests/Fixtures/*.json ;;
    esac
    # Earlier crashers stay in the corpus, so a fix is re-checked first.
    if [ -d Tests/TutorialKitTests/Fuzz/Regressions ]; then
        find Tests/TutorialKitTests/Fuzz/Regressions -name "$target-*" -exec cp {} "$corpus"/ \;
    fi
}

# Swift globals initialised once are reported as leaks; Swift's own backtracer trips ASan on a crash.
# The suppression matches a global initializer anywhere in a leak's stack, so the stacks are kept
# deep enough to reach it (a shape's declaration is built through several closures).
export LSAN_OPTIONS=suppressions=Fuzz/lsan.supp SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=malloc_context_size=200
status=0
for target in "${targets[@]}"; do
    seed "$target"
    mkdir -p "Fuzz/Crashers/$target"
    echo "== $target for ${seconds}s"
    "$bin/$target" "Fuzz/Corpus/$target" -dict=Fuzz/json.dict -max_total_time="$seconds" \
        -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="Fuzz/Crashers/$target/" >"Fuzz/Corpus/$target.log" 2>&1 || status=1
    grep -E '^(Done|SUMMARY|fuzz oracle)|stat::(number_of_executed_units|new_units_added)' \
        "Fuzz/Corpus/$target.log" || true
    # A run without coverage feedback only throws random bytes at the loader: call it a failure.
    if ! grep -qE '^INFO: Loaded [0-9]+ modules +\([0-9]+ inline 8-bit counters\)' \
        "Fuzz/Corpus/$target.log"; then
        echo "error: $target has no coverage instrumentation; see Fuzz/Corpus/$target.log" >&2
        status=1
    fi
done
if [ $status -ne 0 ] || [ -n "$(find Fuzz/Crashers -type f)" ]; then
    echo "crashers found:"; find Fuzz/Crashers -type f
    exit 1
fi
