#!/usr/bin/env python3
"""Tutorial bundles against a real web server: nginx (Debian's, started here on 127.0.0.1 with a
configuration of its own, stopped after) serves bundles built by `tutorialkit bundle build`, and
the park finder fetches them with URLSession, as an app would, through a small proxy that injects
faults. Run by Scripts/bundle-server-check.sh, which installs what is missing.

    Scripts/bundle-server-check.sh

What it checks:
  1. each fault leaves the installed version in use and whole, and the park finder says why:
     a truncated body, a wrong hash, 500 and 404, a slow trickle past the timeout, a body far
     larger than the manifest says, a redirect loop, a manifest naming ../../etc/passwd, a newer
     format; then a good version installs, a second check is a 304, bodies came compressed, and
     the server's max-age is kept;
  2. a full disk (a small tmpfs) leaves a working store;
  3. a kill at 100 random points of an install leaves the old version or the new, whole;
  4. the park finder in a pseudo-terminal shows a changed tour text after an update, keeps working
     with the server stopped, and goes back to its own tours when rolled back; `tutorialkit report`
     of the events it wrote shows the first tour's funnel.
"""
import http.client
import http.server
import json
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TOOL = os.path.join(ROOT, ".build", "debug", "tutorialkit")
PARK = os.path.join(ROOT, "Examples", "ParkFinder", ".build", "debug", "parkfinder")
TOURS = os.path.join(ROOT, "Examples", "ParkFinder", "Sources", "ParkFinderCore", "Tutorials")
BUNDLE_ID = "com.example.parkfinder.tours"
BUILT_IN_TITLE = "Welcome to Park Finder"

failures = []


def check(condition, what):
    print(("  ok    " if condition else "  FAIL  ") + what)
    if not condition:
        failures.append(what)
    return condition


def run(arguments, timeout=120, env=None):
    return subprocess.run(arguments, capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, **(env or {})))


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


# Bundles -------------------------------------------------------------------------------------

def build_tours(work, version, title, out):
    """The park finder's tours as version `version` of its bundle, the first tour's title `title`
    and its content version raised, so a user mid-way starts it again (`--mid-tour restart`)."""
    source = os.path.join(work, f"tours-source-{version}")
    shutil.copytree(TOURS, source)
    path = os.path.join(source, "first-launch.tutorial.json")
    text = open(path, encoding="utf-8").read()
    text = text.replace(f'"en": "{BUILT_IN_TITLE}"', f'"en": "{title}"')
    text = re.sub(r'"version": \d+', f'"version": {version}', text, count=1)
    open(path, "w", encoding="utf-8").write(text)
    result = run([TOOL, "bundle", "build", source, "-o", out, "--id", BUNDLE_ID, "--version", str(version),
                  "--mid-tour", "first-launch=restart"], env={"SOURCE_DATE_EPOCH": "1795000000"})
    if result.returncode != 0:
        sys.exit(f"bundle build failed:\n{result.stdout}{result.stderr}")


def build_screens(work, version, count, out, label_bytes=40):
    """A bundle of `count` screens, each naming the version in its labels."""
    source = os.path.join(work, f"screens-source-{version}-{count}")
    os.makedirs(source)
    label = (f"v{version} " + "x" * label_bytes)[:label_bytes]
    for index in range(count):
        screen = {"id": f"s{index}", "size": {"width": 80, "height": 24},
                  "elements": [{"id": f"e{n}", "frame": {"x": n, "y": 1, "width": 1, "height": 1}, "label": label}
                               for n in range(4)]}
        with open(os.path.join(source, f"s{index:04}.screen.json"), "w") as file:
            json.dump(screen, file)
    result = run([TOOL, "bundle", "build", source, "-o", out, "--id", BUNDLE_ID, "--version", str(version)],
                 env={"SOURCE_DATE_EPOCH": "1795000000"})
    if result.returncode != 0:
        sys.exit(f"bundle build failed:\n{result.stdout}{result.stderr}")


# The server ----------------------------------------------------------------------------------

class Nginx:
    """nginx on 127.0.0.1 with a configuration of its own: gzip for JSON, ETags, max-age=60."""

    def __init__(self, work, root):
        self.work, self.port = work, free_port()
        conf = os.path.join(work, "nginx.conf")
        temp = os.path.join(work, "nginx-temp")
        os.makedirs(temp, exist_ok=True)
        user = "user root root;" if os.geteuid() == 0 else ""
        open(conf, "w").write(f"""
{user}
worker_processes 1;
daemon off;
pid {work}/nginx.pid;
error_log {work}/nginx-error.log;
events {{ worker_connections 64; }}
http {{
    access_log {work}/nginx-access.log;
    client_body_temp_path {temp}/body; proxy_temp_path {temp}/proxy; fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi; scgi_temp_path {temp}/scgi;
    types {{ application/json json; }}
    gzip on; gzip_types application/json; gzip_min_length 0;
    etag on;
    server {{
        listen 127.0.0.1:{self.port};
        root {root};
        location / {{ add_header Cache-Control "max-age=60"; }}
    }}
}}
""")
        self.process = subprocess.Popen(["nginx", "-c", conf, "-p", work],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wait_for_port(self.port, self.process)
        self.name = "nginx"

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()


class PythonServer:
    """Python's http.server: only where nginx cannot be installed (no ETag, so no 304)."""

    def __init__(self, work, root):
        self.port = free_port()
        self.process = subprocess.Popen([sys.executable, "-m", "http.server", str(self.port), "--bind",
                                         "127.0.0.1", "--directory", root],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_port(self.port, self.process)
        self.name = "Python's http.server"

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def wait_for_port(port, process):
    for _ in range(100):
        if process.poll() is not None:
            sys.exit(f"the server exited: {process.stderr.read().decode() if process.stderr else ''}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return
        except OSError:
            time.sleep(0.05)
    sys.exit(f"nothing listens on port {port}")


# The fault-injecting proxy -------------------------------------------------------------------

FAULTED_FILE = "first-launch.tutorial.json"
seen_responses = []  # (mode, file, status, content-encoding)


class FaultProxy(http.server.BaseHTTPRequestHandler):
    """GET /MODE/VERSION/FILE: VERSION/FILE fetched from the server, then MODE's fault applied to
    the first tour's file (or to the manifest, for the manifest's faults)."""
    protocol_version = "HTTP/1.1"
    upstream_port = 0

    def log_message(self, *arguments):
        pass

    def handle(self):
        # After the first bad file the store cancels the fetches under way, whose connections
        # then close under the proxy's writes: the fault matrix means them to.
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def do_GET(self):
        parts = self.path.split("/", 3)
        if len(parts) < 4:
            return self.plain(404, b"no such path")
        _, mode, version, name = parts
        headers = {}
        if self.headers.get("If-None-Match"):
            headers["If-None-Match"] = self.headers["If-None-Match"]
        # The faults change plain bytes; only the good path passes compression through.
        if mode == "ok" and self.headers.get("Accept-Encoding"):
            headers["Accept-Encoding"] = self.headers["Accept-Encoding"]
        upstream = http.client.HTTPConnection("127.0.0.1", self.upstream_port, timeout=10)
        upstream.request("GET", f"/{version}/{name}", headers=headers)
        response = upstream.getresponse()
        body = response.read()
        passed = {key: value for key, value in response.getheaders()
                  if key.lower() in ("etag", "cache-control", "content-encoding", "content-type")}
        seen_responses.append((mode, name, response.status, passed.get("Content-Encoding", "")))
        faulted = name == FAULTED_FILE if mode in FILE_FAULTS else name == "manifest.json"
        if mode == "ok" or not faulted or response.status != 200:
            return self.send(response.status, body, passed)
        if mode == "truncated":
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[:len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif mode == "wronghash":
            changed = bytearray(body)
            changed[len(changed) // 2] ^= 0x20
            self.send(200, bytes(changed), passed)
        elif mode in ("500", "404"):
            self.plain(int(mode), b"fault injected")
        elif mode == "trickle":
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            try:
                for byte in body:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(0.25)
            except OSError:
                pass
            self.close_connection = True
        elif mode == "oversize":
            padded = body + b" " * 20_000_000
            self.send_response(200)
            self.send_header("Content-Length", str(len(padded)))
            self.end_headers()
            try:
                for start in range(0, len(padded), 65536):
                    self.wfile.write(padded[start:start + 65536])
            except OSError:
                pass
            self.close_connection = True
        elif mode == "redirect-loop":
            self.send_response(302)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif mode == "traversal":
            manifest = json.loads(body)
            manifest["files"][0]["path"] = "../../etc/passwd"
            self.send(200, json.dumps(manifest).encode(), passed)
        elif mode == "newer-format":
            manifest = json.loads(body)
            manifest["format"] = 2
            self.send(200, json.dumps(manifest).encode(), passed)
        else:
            self.plain(404, b"no such mode")

    def send(self, status, body, headers):
        self.send_response(status)
        for key, value in headers.items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if status != 304:
            self.wfile.write(body)

    def plain(self, status, body):
        self.send(status, body, {"Content-Type": "text/plain"})


FILE_FAULTS = ("truncated", "wronghash", "500", "404", "trickle", "oversize")
# Each fault, and what the park finder must say about it.
FAULTS = [
    ("truncated", FAULTED_FILE),
    ("wronghash", "SHA-256"),
    ("500", "HTTP 500"),
    ("404", "HTTP 404"),
    ("trickle", "timed out"),
    ("oversize", "more than the"),
    ("redirect-loop", "redirect"),
    ("traversal", "'..'; a bundle's paths stay inside it"),
    ("newer-format", "needs bundle format 2 and this library reads format 1"),
]


# The checks ----------------------------------------------------------------------------------

def installed_version(store):
    status = run([TOOL, "bundle", "status", "--store", store]).stdout
    found = re.match(r"version (\d+) installed", status)
    return (int(found.group(1)) if found else None), status


def store_is_whole(store, expected_versions):
    """The store's installed version is one of `expected_versions` (None: the built-in tours), its
    folder verifies file by file, and nothing half-written is left outside `versions/`."""
    version, status = installed_version(store)
    if version not in expected_versions:
        return False, f"version {version}: {status.strip()}"
    if version is not None:
        folder = status.strip().split(", in ", 1)[1]
        verified = run([TOOL, "bundle", "verify", folder])
        if verified.returncode != 0:
            return False, verified.stderr.strip()[:300]
    return True, f"version {version}"


def fault_matrix(work, server, proxy_port):
    print(f"fault matrix, through the proxy to {server.name}:")
    state = os.path.join(work, "state-faults")
    store = os.path.join(state, "tours")

    def update(path, timeout="2"):
        return run([PARK, "--state", state, "--update-tours", "--tours-url",
                    f"http://127.0.0.1:{proxy_port}/{path}/", "--tours-timeout", timeout], timeout=60)

    first = update("ok/v2")
    check(first.returncode == 0 and "installed tours version 2" in first.stdout,
          f"version 2 installs: {first.stdout.strip() or first.stderr.strip()}")
    for mode, reason in FAULTS:
        started = time.monotonic()
        result = update(f"{mode}/v3")
        took = time.monotonic() - started
        said = result.stderr.strip()
        whole, detail = store_is_whole(store, {2})
        leftovers = [name for name in os.listdir(store) if name.startswith("staging-")]
        check(result.returncode == 1 and reason in said and "kept version 2" in said and whole and not leftovers,
              f"{mode}: exit {result.returncode} in {took:.1f} s, store {detail}; says: {said[:150]}")
    good = update("ok/v3")
    check(good.returncode == 0 and "installed tours version 3 (was 2)" in good.stdout,
          f"version 3 installs after the faults: {good.stdout.strip() or good.stderr.strip()}")
    again = update("ok/v3")
    if server.name == "nginx":
        check("tours not modified" in again.stdout and any(
            mode == "ok" and name == "manifest.json" and status == 304
            for mode, name, status, _ in seen_responses),
            f"a second check is answered 304 Not Modified: {again.stdout.strip()}")
        compressed = [name for mode, name, status, encoding in seen_responses if encoding == "gzip"]
        check(len(compressed) > 0, f"bodies came gzip-compressed and were accepted: {len(compressed)} of them")
        saved = json.load(open(os.path.join(store, "state.json")))
        check(saved.get("maxAge") == 60, f"the server's Cache-Control max-age=60 is kept: {saved.get('maxAge')}")
    else:
        print("  (Python's http.server sends no ETag and no compression: the 304, gzip and max-age checks "
              "need nginx)")


def disk_full(work, server_port):
    print("a full disk:")
    mount_point = os.path.join(work, "small-disk")
    os.makedirs(mount_point)
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", mount_point],
                             capture_output=True).returncode == 0
    big = os.path.join(work, "www", "big")
    build_screens(work, 9, 120, big, label_bytes=1200)
    state = os.path.join(mount_point, "state")
    os.makedirs(state)
    try:
        first = run([PARK, "--state", state, "--update-tours", "--tours-url", f"http://127.0.0.1:{server_port}/v2/"])
        check(first.returncode == 0, f"version 2 installs on the small disk: {first.stdout.strip()}")
        limit = None
        if not mounted:
            # No tmpfs (no privilege to mount): a file-size limit stands in for the full disk.
            print("  (cannot mount a tmpfs here; a 64 KiB file-size limit, RLIMIT_FSIZE, stands in for it)")
            limit = 64
        big_bundle = os.path.join(work, "big-as-folder")
        shutil.copytree(big, big_bundle)
        result = subprocess.run(
            [TOOL, "bundle", "install", big_bundle, "--store", os.path.join(state, "tours"), "--id", BUNDLE_ID],
            capture_output=True, text=True, timeout=120,
            preexec_fn=(lambda: limit_file_size(limit)) if limit else None)
        said = result.stderr.strip()
        whole, detail = store_is_whole(os.path.join(state, "tours"), {2})
        check(result.returncode == 1 and ("No space left" in said or "too large" in said) and whole,
              f"a bundle larger than the disk is refused and version 2 stays: {detail}; says: {said[:160]}")
        again = run([PARK, "--state", state, "--update-tours", "--tours-url", f"http://127.0.0.1:{server_port}/v2/"])
        check(again.returncode == 0, f"the store still works after: {again.stdout.strip() or again.stderr.strip()}")
    finally:
        if mounted:
            subprocess.run(["umount", mount_point])


def limit_file_size(kilobytes):
    import resource
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (kilobytes * 1024, kilobytes * 1024))


def kills(work):
    print("an install killed at 100 random points:")
    old, new = os.path.join(work, "kill-v1"), os.path.join(work, "kill-v2")
    build_screens(work, 1, 300, old)
    build_screens(work, 2, 300, new)
    template = os.path.join(work, "kill-template")
    result = run([TOOL, "bundle", "install", old, "--store", template, "--id", BUNDLE_ID])
    if result.returncode != 0:
        sys.exit(result.stderr)
    # How long a whole install takes, to spread the kills over it.
    timing = os.path.join(work, "kill-timing")
    shutil.copytree(template, timing)
    started = time.monotonic()
    run([TOOL, "bundle", "install", new, "--store", timing, "--id", BUNDLE_ID])
    whole_install = time.monotonic() - started
    randomness = random.Random(38)
    outcomes = {1: 0, 2: 0}
    broken = []
    for attempt in range(100):
        store = os.path.join(work, f"kill-{attempt}")
        shutil.copytree(template, store)
        process = subprocess.Popen([TOOL, "bundle", "install", new, "--store", store, "--id", BUNDLE_ID],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(randomness.uniform(0, whole_install * 2))
        process.kill()
        process.wait()
        whole, detail = store_is_whole(store, {1, 2})
        if whole:
            outcomes[int(detail.split()[1])] += 1
        else:
            broken.append(f"kill {attempt}: {detail}")
        # The next update removes what the killed one left, and installs the new version whole
        # (checked after every tenth kill, to keep the run short).
        if attempt % 10 == 0:
            finished = run([TOOL, "bundle", "install", new, "--store", store, "--id", BUNDLE_ID])
            leftovers = [name for name in os.listdir(store) if name.startswith("staging-")]
            if finished.returncode != 0 or leftovers or not store_is_whole(store, {2})[0]:
                broken.append(f"kill {attempt}: the next install: {finished.stdout}{finished.stderr} {leftovers}")
        shutil.rmtree(store)
    check(not broken, f"every kill left version 1 or 2 whole ({outcomes[1]} old, {outcomes[2]} new; "
                      f"a whole install takes {whole_install * 1000:.0f} ms){'; ' + broken[0] if broken else ''}")


def pseudo_terminal(work, server):
    import pexpect
    import pyte
    print("the park finder in a pseudo-terminal:")
    state = os.path.join(work, "state-terminal")
    url = f"http://127.0.0.1:{server.port}/v2/"

    def launch(*extra, now="2026-11-24T10:00:00Z"):
        screen = pyte.Screen(100, 30)
        stream = pyte.ByteStream(screen)
        child = pexpect.spawn(PARK, ["--state", state, "--now", now, *extra],
                              dimensions=(30, 100), env=dict(os.environ, TERM="xterm-256color"))
        return child, screen, stream

    def wait_for(child, screen, stream, text, seconds=15):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                stream.feed(child.read_nonblocking(65536, timeout=0.2))
            except pexpect.TIMEOUT:
                pass
            except pexpect.EOF:
                break
            if any(text in line for line in screen.display):
                return True
        return False

    def quit(child):
        child.send("q")
        child.expect(pexpect.EOF, timeout=10)
        child.close()
        return child.exitstatus

    # First launch: the app's own tour, while the new tours download in the background.
    child, screen, stream = launch("--tours-url", url)
    check(wait_for(child, screen, stream, BUILT_IN_TITLE), "the first launch shows the app's own first tour")
    log = os.path.join(state, "tours.log")
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and not (os.path.exists(log) and "installed" in open(log).read()):
        time.sleep(0.1)
    check(os.path.exists(log) and "installed tours version 2" in open(log).read(),
          "the background check installs version 2 while the tour shows")
    check(not any("from the server" in line for line in screen.display), "the tour under way is not swapped")
    check(quit(child) == 0, "the app quits cleanly")

    child, screen, stream = launch("--tours-url", url)
    check(wait_for(child, screen, stream, "Welcome, from the server"), "the next launch shows the changed tour text")
    check(quit(child) == 0, "the app quits cleanly")

    server.stop()
    # Two minutes on, past the server's max-age of 60 s: the app asks again, and cannot reach it.
    child, screen, stream = launch("--tours-url", url, now="2026-11-24T10:02:00Z")
    check(wait_for(child, screen, stream, "Welcome, from the server"),
          "with the server stopped, the installed tours still show")
    child.send("\x1b[C")
    check(wait_for(child, screen, stream, "Press / and type"), "and the tour goes on with → (the app works)")
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and "kept version 2" not in open(log).read().splitlines()[-1]:
        time.sleep(0.1)
    check(quit(child) == 0, "the app quits cleanly")
    last = open(log).read().splitlines()[-1]
    check("kept version 2: could not fetch manifest.json" in last, f"the log says why nothing was installed: {last[:120]}")

    rolled = run([PARK, "--state", state, "--rollback-tours"])
    check(rolled.stdout.strip() == "rolled the tours back to the built-in ones", f"told to, it rolls back: "
          f"{rolled.stdout.strip() or rolled.stderr.strip()}")
    child, screen, stream = launch()
    check(wait_for(child, screen, stream, BUILT_IN_TITLE) or wait_for(child, screen, stream, "Press / and type"),
          "after the rollback the app's own tour shows")
    check(not any("from the server" in line for line in screen.display), "and not the server's")
    check(quit(child) == 0, "the app quits cleanly")

    # What those runs wrote: the first tour's funnel, read back by `tutorialkit report`.
    report = run([TOOL, "report", os.path.join(state, "events.jsonl"), "--tutorial", "first-launch"])
    lines = report.stdout.splitlines()
    check(report.returncode == 0 and any(re.match(r"first-launch \(content version \d+\): \d+ starts?", line)
                                         for line in lines)
          and any(re.match(r"\s+1 welcome\s+█+\s+\d+\s+100%", line) for line in lines),
          "tutorialkit report of the park finder's events.jsonl shows the first tour's funnel:\n      "
          + "\n      ".join(lines[:4]))


def main():
    for program in (TOOL, PARK):
        if not os.path.exists(program):
            sys.exit(f"{program} is not built")
    work = tempfile.mkdtemp(prefix="tutorialkit-bundles-")
    os.chmod(work, 0o755)
    www = os.path.join(work, "www")
    os.makedirs(www)
    build_tours(work, 2, "Welcome, from the server", os.path.join(www, "v2"))
    build_tours(work, 3, "Welcome to version 3", os.path.join(www, "v3"))
    # nginx's ETag is the file's time and size: two manifests of one size written in the same
    # second would share one, as they never do when published apart.
    later = time.time() + 60
    os.utime(os.path.join(www, "v3", "manifest.json"), (later, later))
    try:
        server = Nginx(work, www) if shutil.which("nginx") else None
    except SystemExit as error:
        print(f"nginx did not start ({error}); using Python's http.server instead")
        server = None
    if server is None:
        print("nginx is not installed; using Python's http.server instead")
        server = PythonServer(work, www)
    FaultProxy.upstream_port = server.port
    proxy = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FaultProxy)
    proxy.daemon_threads = True
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    try:
        fault_matrix(work, server, proxy.server_address[1])
        disk_full(work, server.port)
        kills(work)
        pseudo_terminal(work, server)
    finally:
        proxy.shutdown()
        server.stop()
        if not failures:
            shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"{len(failures)} check(s) failed (files kept in {work})")
        sys.exit(1)
    print("all bundle checks passed")


if __name__ == "__main__":
    main()
