#!/usr/bin/env bash
# Checks `tutorialkit lsp` with a real client: Neovim (Debian's neovim, its built-in LSP client,
# headless) opens every file of the malformed corpus and must receive the diagnostics
# `tutorialkit validate` prints for it (same lines, same messages); then it opens a tutorial
# being typed and asks for completion at the cursor. Installs Neovim when missing; never a
# dependency of the package or its tests.
#
#     Scripts/lsp-neovim-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v nvim >/dev/null; then
  echo "installing neovim"
  apt-get update -qq
  apt-get install -y -qq neovim
fi
if ! output=$(swift build --product tutorialkit 2>&1); then
  echo "$output" >&2
  exit 1
fi
exec python3 Scripts/lsp-neovim-check.py
