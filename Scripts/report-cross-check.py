#!/usr/bin/env python3
"""Checks `tutorialkit report` three ways on a generated event log with a known funnel and a known
effect (Scripts/generate-events.py): against what the generator knows it wrote, against DuckDB
running Analytics/report.sql on the same file, and its statistics against SciPy's. Then a copy of
the log with torn lines, unknown kinds, a newer format and out-of-order times must report the same
and name each bad line. Installs DuckDB and SciPy from PyPI when missing (never a dependency of
the package or its tests). Run by Scripts/report-cross-check.sh.

    Scripts/report-cross-check.py [--users N]      (default: 130,000 users, about a million events)
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile

import duckdb
from scipy import stats

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
TOOL = os.path.join(ROOT, ".build", "debug", "tutorialkit")
STEPS = ["welcome", "search", "filters", "cart", "checkout"]
GOAL = "purchase.completed"
failures = []


def check(condition, what):
    print(("  ok    " if condition else "  FAIL  ") + what)
    if not condition:
        failures.append(what)


def close(a, b, tolerance=1e-9):
    return a is not None and b is not None and abs(a - b) <= tolerance


def report(log, *extra):
    result = subprocess.run([TOOL, "report", log, "--format", "json", *extra], capture_output=True, text=True,
                            timeout=1800)
    if result.returncode != 0:
        sys.exit(f"tutorialkit report failed: {result.stderr}")
    return json.loads(result.stdout)


def duckdb_rows(log):
    sql = open(os.path.join(ROOT, "Analytics", "report.sql")).read()
    sql = sql.replace("'events.jsonl'", "'" + log.replace("'", "''") + "'")
    columns = ["section", "tutorial", "content_version", "step", "index", "reached", "median_seconds", "p90_seconds",
               "side", "units", "successes", "rate", "difference", "ci_lower", "ci_upper"]
    return [dict(zip(columns, row)) for row in duckdb.sql(sql).fetchall()]


def wilson_scipy(successes, units):
    interval = stats.binomtest(successes, units).proportion_ci(confidence_level=0.95, method="wilson")
    return interval.low, interval.high


def newcombe(s1, n1, s2, n2):
    p1, p2 = s1 / n1, s2 / n2
    l1, u1 = wilson_scipy(s1, n1)
    l2, u2 = wilson_scipy(s2, n2)
    d = p1 - p2
    return d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2), d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)


def pooled_p(s1, n1, s2, n2):
    pooled = (s1 + s2) / (n1 + n2)
    z = (s1 / n1 - s2 / n2) / math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    return 2 * stats.norm.sf(abs(z))


def compare(log, known, label):
    tool = report(log)
    tool_goal = report(log, "--goal", GOAL)
    rows = duckdb_rows(log)
    funnel = tool["funnels"][0]
    print(f"{label}: {tool['lines']:,} lines")
    check(funnel["starts"] == known["starts"] == next(r["reached"] for r in rows if r["section"] == "starts"),
          f"starts: tool {funnel['starts']:,}, known {known['starts']:,}")
    for step in funnel["steps"]:
        sql = next(r for r in rows if r["section"] == "funnel" and r["step"] == step["step"])
        name = step["step"]
        check(step["reached"] == known["reached"][name] == sql["reached"],
              f"{name} reached by {step['reached']:,} runs (known {known['reached'][name]:,}, DuckDB {sql['reached']:,})")
        check(close(step["medianSeconds"], known["medians"][name], 1e-6) and close(step["medianSeconds"], sql["median_seconds"], 1e-6)
              and close(step["p90Seconds"], known["p90s"][name], 1e-6) and close(step["p90Seconds"], sql["p90_seconds"], 1e-6),
              f"{name}: median {step['medianSeconds']} s, p90 {step['p90Seconds']} s (known and DuckDB the same)")
    endings = funnel["endings"]
    for kind in ["completed", "skipped", "dismissed", "abandoned"]:
        sql = next(r["reached"] for r in rows if r["section"] == f"ending:{kind}")
        check(endings[kind] == known["endings"][kind] == sql, f"{kind}: {endings[kind]:,}")
    failed = sum(endings["failed"].values())
    sql_failed = sum(r["reached"] for r in rows if r["section"].startswith("ending:failed"))
    check(failed == known["endings"]["failed"] == sql_failed, f"failed: {failed:,} {endings['failed']}")
    for measure, result in (("completion", tool), ("goal", tool_goal)):
        experiment = result["experiments"][0]
        baseline = next(side for side in experiment["sides"] if side["name"] == experiment["baseline"])
        for side in experiment["sides"]:
            sql = next(r for r in rows if r["section"] == f"experiment:{measure}" and r["side"] == side["name"])
            counts = known["sides"][side["name"]]
            units, successes = ((counts["runs"], counts["completed"]) if measure == "completion"
                                else (counts["users"], counts["goalUsers"]))
            check(side["units"] == units == sql["units"] and side["successes"] == successes == sql["successes"],
                  f"{measure} {side['name']}: {side['successes']:,} of {side['units']:,} (known and DuckDB the same)")
            if side["name"] == baseline["name"]:
                continue
            low, high = newcombe(side["successes"], side["units"], baseline["successes"], baseline["units"])
            p = pooled_p(side["successes"], side["units"], baseline["successes"], baseline["units"])
            known_difference = successes / units - (
                known["sides"][baseline["name"]]["completed"] / known["sides"][baseline["name"]]["runs"]
                if measure == "completion" else
                known["sides"][baseline["name"]]["goalUsers"] / known["sides"][baseline["name"]]["users"])
            check(close(side["difference"], known_difference) and close(side["difference"], sql["difference"]),
                  f"{measure} {side['name']} − {baseline['name']}: {side['difference'] * 100:+.2f} points "
                  f"(known, DuckDB the same)")
            check(close(side["ciLower"], low, 1e-9) and close(side["ciUpper"], high, 1e-9)
                  and close(side["ciLower"], sql["ci_lower"]) and close(side["ciUpper"], sql["ci_upper"]),
                  f"  95% CI {side['ciLower'] * 100:+.2f} to {side['ciUpper'] * 100:+.2f} "
                  f"(SciPy's Wilson intervals: {low * 100:+.2f} to {high * 100:+.2f}; DuckDB the same)")
            check(math.isclose(side["pValue"], p, rel_tol=1e-9, abs_tol=1e-300),
                  f"  p = {side['pValue']:.6g} (SciPy {p:.6g}); {side['sentence']}")
    return tool


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--users", type=int, default=130_000)
    arguments = parser.parse_args()
    if not os.path.exists(TOOL):
        sys.exit(f"{TOOL} is not built")
    work = tempfile.mkdtemp(prefix="tutorialkit-report-")
    log, known_path = os.path.join(work, "events.jsonl"), os.path.join(work, "known.json")
    subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "generate-events.py"), "--users",
                    str(arguments.users), "--out", log, "--known", known_path], check=True)
    known = json.load(open(known_path))
    clean = compare(log, known, "the generated log")
    if arguments.users == 20_000:
        # The article shows the report of this very log: it must be what the tool prints.
        article = open(os.path.join(ROOT, "Sources", "TutorialKit", "Documentation.docc",
                                    "KnowingWhetherItWorks.md"), encoding="utf-8").read()
        shown = article.split("```\nonboarding (content version 3)", 1)[1].split("```", 1)[0]
        printed = subprocess.run([TOOL, "report", log, "--goal", GOAL], capture_output=True, text=True).stdout
        check(printed.rstrip() == ("onboarding (content version 3)" + shown).rstrip(),
              "the article's report is what the tool prints for this log")

    # The same log, damaged: each bad line must be named, and the numbers must not move.
    damaged = os.path.join(work, "damaged.jsonl")
    lines = open(log, encoding="utf-8").read().splitlines(keepends=True)
    bad = {
        3: '{"format":1,"time":"2026-11-01T00:00:01.000Z","kind":"shown","tutorial":"onboar\n',
        10: '{"format":1,"time":"2026-11-01T00:00:01.000Z","kind":"zoomed","tutorial":"onboarding","session":"x"}\n',
        20: '{"format":2,"time":"2026-11-01T00:00:01.000Z","kind":"shown","tutorial":"onboarding","session":"x"}\n',
        30: "not json at all\n",
    }
    with open(damaged, "w", encoding="utf-8") as out:
        for number, text in enumerate(lines, start=1):
            if number in bad:
                out.write(bad[number])
            out.write(text)
        # A writer cut off mid-line at the end.
        out.write('{"format":1,"time":"2026-11-01T00:00:09.000Z","kind":"sho')
    result = report(damaged)
    named = {(entry["line"], entry["reason"].split(";")[0]) for entry in result["badLines"]}
    expected_lines = {3, 11, 22, 33, len(lines) + len(bad) + 1}
    check(result["badLineCount"] == 5 and {line for line, _ in named} == expected_lines,
          f"the damaged log names its 5 bad lines: {sorted(named)}")
    check(result["funnels"] == clean["funnels"] and result["experiments"] == clean["experiments"],
          "and reports the rest exactly as the clean log")
    if failures:
        print(f"{len(failures)} check(s) failed (files kept in {work})")
        sys.exit(1)
    shutil.rmtree(work, ignore_errors=True)
    print("the report agrees with what was written, with DuckDB and with SciPy")


if __name__ == "__main__":
    main()
