#!/usr/bin/env python3
"""Draws the storyboard of every example tutorial (and the example app's tours) and checks it in
a real browser: headless
Chromium (Debian's chromium and chromium-driver), driven over the WebDriver protocol with nothing
but Python's standard library.

In every step of every locale: each line of text, as the browser measures it, lies inside its box
(within 1 px) and is no wider than the layout measured it (which rounds up); no box leaves its screen; each arrow's
base lies on its box's edge and its tip points at its target; the page logs no console error. A
screenshot of each tutorial goes to .build/storyboard/ (the README shows one).

Run from the repository root: python3 Scripts/storyboard-browser-check.py [--keep]
Installs chromium, chromium-driver and fonts-dejavu-core with apt-get when they are missing.
Exits 1 with each problem named when a check fails."""
import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

OUT = os.path.join(".build", "storyboard")
PAGE = os.path.join(OUT, "examples.html")

CHECK = r"""
const problems = [];
const near = 1;
for (const svg of document.querySelectorAll('svg.step')) {
  const figure = svg.closest('figure');
  const name = (figure && figure.querySelector('figcaption') ? figure.querySelector('figcaption').textContent : '?')
    + ' (' + svg.closest('section').querySelector('h2').textContent + ', '
    + (svg.closest('.steps').previousElementSibling || {}).textContent + ')';
  const width = svg.width.baseVal.value, height = svg.height.baseVal.value;
  const boxElement = svg.querySelector('rect.box');
  if (!boxElement) { problems.push(name + ': no box'); continue; }
  const box = boxElement.getBBox();
  if (box.x < -near || box.y < -near || box.x + box.width > width + near || box.y + box.height > height + near)
    problems.push(name + ': the box ' + JSON.stringify(box) + ' leaves the ' + width + 'x' + height + ' screen');
  for (const line of svg.querySelectorAll('text.line')) {
    const drawn = line.getBBox();
    const frame = line.dataset.frame.split(' ').map(Number);
    const text = JSON.stringify(line.textContent);
    if (drawn.x < box.x - near || drawn.x + drawn.width > box.x + box.width + near
        || drawn.y < box.y - near || drawn.y + drawn.height > box.y + box.height + near)
      problems.push(name + ': the line ' + text + ' ' + JSON.stringify(drawn) + ' leaves its box ' + JSON.stringify(box));
    const advance = line.getComputedTextLength();
    // The layout rounds each advance up: the browser's may be no wider.
    if (advance > frame[2] + 0.05)
      problems.push(name + ': the line ' + text + ' is ' + advance.toFixed(2) + ' px wide, measured ' + frame[2]);
  }
  const arrow = svg.querySelector('polygon.arrow');
  if (arrow) {
    const points = arrow.getAttribute('points').split(' ').map(p => p.split(',').map(Number));
    const [base0, tip, base1] = points;
    const onEdge = (a, b) =>
      (Math.abs(a[1] - b[1]) < 0.5 && (Math.abs(a[1] - box.y) <= near || Math.abs(a[1] - box.y - box.height) <= near)
        && Math.min(a[0], b[0]) >= box.x - near && Math.max(a[0], b[0]) <= box.x + box.width + near)
      || (Math.abs(a[0] - b[0]) < 0.5 && (Math.abs(a[0] - box.x) <= near || Math.abs(a[0] - box.x - box.width) <= near)
        && Math.min(a[1], b[1]) >= box.y - near && Math.max(a[1], b[1]) <= box.y + box.height + near);
    if (!onEdge(base0, base1)) problems.push(name + ': the arrow\'s base ' + JSON.stringify([base0, base1]) + ' is not on the box\'s edge');
    const target = (svg.dataset.target || '').split(' ').map(Number);
    if (target.length === 4) {
      const [tx, ty, tw, th] = target;
      const vertical = Math.abs(base0[1] - base1[1]) < 0.5;
      const along = vertical ? tip[0] >= tx - near && tip[0] <= tx + tw + near : tip[1] >= ty - near && tip[1] <= ty + th + near;
      const towards = vertical
        ? (tip[1] < base0[1] ? tip[1] >= ty + th - near : tip[1] <= ty + near)
        : (tip[0] < base0[0] ? tip[0] >= tx + tw - near : tip[0] <= tx + near);
      if (!along || !towards) problems.push(name + ': the arrow ' + JSON.stringify(tip) + ' does not point at its target ' + JSON.stringify(target));
    } else problems.push(name + ': an arrow without a target');
  }
}
const steps = document.querySelectorAll('svg.step').length;
const lines = document.querySelectorAll('svg.step text.line').length;
// The font is there when text set in it measures otherwise than in the fallback alone.
const probe = document.createElement('canvas').getContext('2d');
const sample = 'Wide words, narrow ones: il1 WMW 0123456789';
probe.font = '13px "DejaVu Sans", monospace';
const withFont = probe.measureText(sample).width;
probe.font = '13px monospace';
const fallback = probe.measureText(sample).width;
return {problems, steps, lines, fonts: Math.abs(withFont - fallback) > 0.5};
"""


def have(command):
    return shutil.which(command) is not None


def install():
    missing = [p for p, c in (("chromium", "chromium"), ("chromium-driver", "chromedriver")) if not have(c)]
    if not os.path.exists("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"):
        missing.append("fonts-dejavu-core")
    if not missing:
        return
    print("installing " + " ".join(missing), flush=True)
    subprocess.run(["apt-get", "update", "-qq"], check=True)
    subprocess.run(["apt-get", "install", "-y", "-qq"] + missing, check=True)


def request(port, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method,
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as response:
        return json.loads(response.read().decode())["value"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    install()
    os.makedirs(OUT, exist_ok=True)
    subprocess.run(["swift", "build", "--product", "tutorialkit"], check=True, stdout=subprocess.DEVNULL)
    # The bundled examples, and the example app's own tours.
    app = os.path.join("Examples", "ParkFinder", "Sources", "ParkFinderCore", "Tutorials")
    tutorials = sorted(
        os.path.join("Tutorials", d, f) for d in os.listdir("Tutorials") if os.path.isdir(os.path.join("Tutorials", d))
        for f in os.listdir(os.path.join("Tutorials", d)) if f.endswith(".tutorial.json")) + sorted(
        os.path.join(app, f) for f in os.listdir(app) if f.endswith(".tutorial.json"))
    started = time.monotonic()
    subprocess.run([".build/debug/tutorialkit", "storyboard", *tutorials, "-o", PAGE], check=True)
    print(f"storyboard of {len(tutorials)} tutorials in {time.monotonic() - started:.2f} s (debug build)")

    port = free_port()
    driver = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                request(port, "GET", "/status")
                break
            except OSError:
                time.sleep(0.1)
        session = request(port, "POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": shutil.which("chromium"), "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=1400,1000", "--force-device-scale-factor=1"]},
            "goog:loggingPrefs": {"browser": "ALL"}}}})["sessionId"]
        base = f"/session/{session}"
        try:
            request(port, "POST", base + "/url", {"url": "file://" + os.path.abspath(PAGE)})
            result = request(port, "POST", base + "/execute/sync", {"script": CHECK, "args": []})
            # A window as tall as the page, so each tutorial's screenshot shows all of it.
            height = request(port, "POST", base + "/execute/sync", {
                "script": "return document.documentElement.scrollHeight", "args": []})
            request(port, "POST", base + "/window/rect", {"width": 1400, "height": min(int(height) + 100, 30000)})
            logs = request(port, "POST", base + "/se/log", {"type": "browser"})
            errors = [entry["message"] for entry in logs if entry.get("level") == "SEVERE"]
            sections = request(port, "POST", base + "/elements", {"using": "css selector", "value": "section.tutorial"})
            for index, element in enumerate(sections):
                key = next(iter(element.values()))
                name = request(port, "GET", f"{base}/element/{key}/text").split("\n")[0]
                png = request(port, "GET", f"{base}/element/{key}/screenshot")
                path = os.path.join(OUT, f"{name}.png")
                with open(path, "wb") as file:
                    file.write(base64.b64decode(png))
            print(f"checked {result['steps']} steps and {result['lines']} lines in Chromium; "
                  f"DejaVu Sans {'available' if result['fonts'] else 'MISSING'}; screenshots in {OUT}/")
        finally:
            request(port, "DELETE", base)
    finally:
        driver.terminate()
        driver.wait()
    problems = result["problems"] + [f"console error: {message}" for message in errors]
    if not result["fonts"]:
        problems.append("the browser has no DejaVu Sans: apt-get install fonts-dejavu-core")
    if result["steps"] == 0:
        problems.append("the page has no steps")
    for problem in problems:
        print("error: " + problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


main()
