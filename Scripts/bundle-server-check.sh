#!/usr/bin/env bash
# Tutorial bundles against a real web server: nginx serves bundles `tutorialkit bundle build`
# makes, and the park finder fetches them with URLSession through a proxy that injects faults;
# then a full disk, 100 kills of an install, and the park finder in a pseudo-terminal (see
# Scripts/bundle-server-check.py). Installs Debian's nginx and Python's pexpect and pyte when
# missing (falling back to Python's http.server, and saying so, when nginx cannot be installed);
# none of them is a dependency of the package or its tests.
#
#     Scripts/bundle-server-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v nginx >/dev/null; then
  echo "installing nginx"
  (apt-get install -y -qq nginx >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq nginx; }) \
    || echo "nginx could not be installed"
fi
if ! python3 -c "import pexpect, pyte" 2>/dev/null; then
  echo "installing pexpect and pyte"
  pip install -q pexpect pyte 2>/dev/null || pip install -q --break-system-packages pexpect pyte
fi
for build in "swift build --product tutorialkit" "swift build --package-path Examples/ParkFinder --product parkfinder"; do
  if ! output=$($build 2>&1); then
    echo "$output" >&2
    exit 1
  fi
done
exec python3 Scripts/bundle-server-check.py
