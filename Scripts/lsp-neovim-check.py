#!/usr/bin/env python3
"""The Neovim end of Scripts/lsp-neovim-check.sh: runs headless Neovim with a Lua script that
starts `tutorialkit lsp`, opens each corpus file, records the diagnostics the server publishes and
a completion, and compares them with `tutorialkit validate --format json`."""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TOOL = os.path.join(ROOT, ".build", "debug", "tutorialkit")
CORPUS = os.path.join(ROOT, "Tests", "TutorialKitTests", "Authoring", "Corpus")

LUA = r"""
local files = vim.fn.readfile(os.getenv("LSP_FILES"))
local published = {}
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(_, result)
  published[result.uri] = result.diagnostics
end
local client = vim.lsp.start_client({
  name = "tutorialkit",
  cmd = { os.getenv("LSP_TOOL"), "lsp" },
  root_dir = os.getenv("LSP_ROOT"),
})
local out = { files = {}, completion = {} }
for _, file in ipairs(files) do
  vim.cmd("edit ++bin " .. vim.fn.fnameescape(file))
  local buf = vim.api.nvim_get_current_buf()
  local uri = vim.uri_from_bufnr(buf)
  vim.lsp.buf_attach_client(buf, client)
  local got = vim.wait(10000, function() return published[uri] ~= nil end, 5)
  local entries = {}
  for _, d in ipairs(published[uri] or {}) do
    table.insert(entries, { line = d.range.start.line, character = d.range.start.character, message = d.message })
  end
  out.files[file] = got and entries or vim.NIL
end
-- A tutorial being typed: a key half written in a step.
local typing = os.getenv("LSP_TYPING")
vim.cmd("edit " .. vim.fn.fnameescape(typing))
local buf = vim.api.nvim_get_current_buf()
vim.api.nvim_buf_set_lines(buf, 0, -1, false, { '{ "id": "t", "steps": [ { "id": "a", "pla' })
vim.lsp.buf_attach_client(buf, client)
vim.wait(10000, function() return published[vim.uri_from_bufnr(buf)] ~= nil end, 5)
local line = vim.api.nvim_buf_get_lines(buf, 0, 1, false)[1]
local responses = vim.lsp.buf_request_sync(buf, "textDocument/completion", {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  position = { line = 0, character = #line },
}, 10000)
for _, response in pairs(responses or {}) do
  local result = response.result or {}
  for _, item in ipairs(result.items or result) do table.insert(out.completion, item.label) end
end
vim.fn.writefile({ vim.fn.json_encode(out) }, os.getenv("LSP_OUT"))
vim.lsp.stop_client(client)
vim.cmd("qall!")
"""


def validated(path):
    """validate's diagnostics of `path` itself: (line from 0, message as the server says it)."""
    run = subprocess.run([TOOL, "validate", "--format", "json", path], capture_output=True, text=True)
    report = json.loads(run.stdout)
    found = []
    for d in report["diagnostics"]:
        if d["file"] != path:
            continue
        prefix = "" if d["path"] == "/" else d["path"] + ": "
        found.append((d["line"] - 1, prefix + d["message"]))
    return sorted(found)


def main():
    files = []
    for name in sorted(os.listdir(CORPUS)):
        path = os.path.join(CORPUS, name)
        if not name.endswith((".tutorial.json", ".screen.json", ".theme.json")):
            continue
        data = open(path, "rb").read()
        # An editor holds text: a file that is not UTF-8, or starts with a byte-order mark it
        # takes away, is not one it sends as it is.
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        if data.startswith(b"\xef\xbb\xbf"):
            continue
        files.append(path)
    with tempfile.TemporaryDirectory() as scratch:
        listing = os.path.join(scratch, "files")
        with open(listing, "w") as handle:
            handle.write("\n".join(files) + "\n")
        script = os.path.join(scratch, "check.lua")
        with open(script, "w") as handle:
            handle.write(LUA)
        out = os.path.join(scratch, "out.json")
        environment = dict(os.environ, LSP_FILES=listing, LSP_TOOL=TOOL, LSP_ROOT=ROOT, LSP_OUT=out,
                           LSP_TYPING=os.path.join(scratch, "typing.tutorial.json"))
        subprocess.run(["nvim", "--headless", "--clean", "-c", "luafile " + script],
                       env=environment, check=True, timeout=600, stdin=subprocess.DEVNULL)
        result = json.load(open(out))
    failures = 0
    for path in files:
        got = result["files"].get(path)
        if got is None:
            print(f"FAIL {os.path.basename(path)}: no diagnostics were published")
            failures += 1
            continue
        received = sorted((d["line"], d["message"]) for d in got)
        expected = validated(path)
        if received != expected:
            failures += 1
            print(f"FAIL {os.path.basename(path)}:\n  neovim:   {received[:3]}\n  validate: {expected[:3]}")
    completion = result["completion"]
    if completion != ["placement"]:
        failures += 1
        print(f"FAIL completion after \"pla in a step: {completion}")
    total = sum(len(result["files"].get(path) or []) for path in files)
    print(f"neovim: {len(files) - failures} of {len(files)} corpus files got validate's diagnostics "
          f"({total} diagnostics); completion offered {completion}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
