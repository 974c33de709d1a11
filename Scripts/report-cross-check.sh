#!/usr/bin/env bash
# Checks `tutorialkit report` on a generated event log against what the generator knows it wrote,
# against DuckDB running Analytics/report.sql on the same file, and its statistics against SciPy
# (see Scripts/report-cross-check.py). Installs DuckDB and SciPy from PyPI when missing; neither is
# a dependency of the package or its tests.
#
#     Scripts/report-cross-check.sh [--users N]     (default: about a million events)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! python3 -c "import duckdb, scipy" 2>/dev/null; then
  echo "installing duckdb and scipy"
  pip install -q duckdb scipy 2>/dev/null || pip install -q --break-system-packages duckdb scipy
fi
if ! output=$(swift build --product tutorialkit 2>&1); then
  echo "$output" >&2
  exit 1
fi
exec python3 Scripts/report-cross-check.py "$@"
