#!/usr/bin/env python3
"""Writes an event log (TutorialEvent lines, format 1) with a known funnel and a known effect, and
what it knows about it as JSON, for `tutorialkit report` and Analytics/report.sql to be checked
against (Scripts/report-cross-check.py) and timed (tutorialkit-bench --only report).

    Scripts/generate-events.py --users N --out events.jsonl --known known.json [--seed S]
    Scripts/generate-events.py --bytes 1000000000 --out big.jsonl

One tutorial, "onboarding" (content version 3, five steps), in an experiment: each user is
assigned control (20%), "long" (40%) or "short" (40%), and each variant user runs the tour once.
Runs go on from step to step with each variant's own chances, and end completed, skipped,
dismissed, abandoned or failed; 200 runs are interleaved at a time, as many devices append to one
log. Some users then do "purchase.completed", more often in "short". Every choice comes from a
seeded generator, and every count the log holds is tallied as it is written.
"""
import argparse
import json
import random

STEPS = ["welcome", "search", "filters", "cart", "checkout"]
# The chance that a run shown step k goes on to step k + 1 (the last: that it completes).
GO_ON = {"long": [0.90, 0.80, 0.70, 0.75, 0.80], "short": [0.92, 0.86, 0.80, 0.82, 0.86]}
# Of the runs that stop, how they end, by weight.
STOPS = [("dismissed", 50), ("skipped", 30), ("abandoned", 15), ("failed", 5)]
GOAL = {"control": 0.10, "long": 0.12, "short": 0.15}
SIDES = [("control", 20), ("long", 40), ("short", 40)]


def pick(randomness, weighted):
    total = sum(weight for _, weight in weighted)
    roll = randomness.random() * total
    for name, weight in weighted:
        roll -= weight
        if roll < 0:
            return name
    return weighted[-1][0]


def time_text(milliseconds):
    seconds, millis = divmod(milliseconds, 1000)
    minutes, second = divmod(seconds, 60)
    hours, minute = divmod(minutes, 60)
    days, hour = divmod(hours, 24)
    return f"2026-11-{1 + days % 28:02}T{hour:02}:{minute:02}:{second:02}.{millis:03}Z"


def line(fields):
    return json.dumps(fields, separators=(",", ":"), ensure_ascii=False) + "\n"


def runs_for(user, side, randomness, clock):
    """The lines of one user's assignment, run and goal, and the run's tally."""
    lines = []
    base = {"format": 1, "user": user, "tutorial": "onboarding", "contentVersion": 3}
    lines.append(line({**base, "time": time_text(clock), "variant": side, "kind": "assigned", "origin": "hostAPI"}))
    tally = {"side": side, "reached": [], "times": [], "ending": None, "goal": False}
    if side != "control":
        session = f"{randomness.getrandbits(64):016x}"
        run = {**base, "session": session, "variant": side}
        lines.append(line({**run, "time": time_text(clock), "kind": "started", "step": STEPS[0], "index": 0}))
        for index, step in enumerate(STEPS):
            lines.append(line({**run, "time": time_text(clock), "kind": "shown", "step": step, "index": index}))
            tally["reached"].append(step)
            spent = 200 + randomness.randrange(20_000)  # milliseconds
            clock += spent
            seconds = spent / 1000
            if randomness.random() < GO_ON[side][index]:
                # As the library writes it: the step left, then (after the last) the completion,
                # which repeats the time on the step.
                lines.append(line({**run, "time": time_text(clock), "kind": "advanced", "step": step,
                                   "index": index, "timeOnStep": seconds}))
                if index == len(STEPS) - 1:
                    lines.append(line({**run, "time": time_text(clock), "kind": "completed", "timeOnStep": seconds}))
                    tally["ending"] = "completed"
                tally["times"].append((step, seconds))
                continue
            ending = pick(randomness, STOPS)
            fields = {**run, "time": time_text(clock), "kind": ending, "step": step, "index": index,
                      "timeOnStep": seconds}
            if ending == "failed":
                fields["reason"] = "targetMissing"
            lines.append(line(fields))
            tally["times"].append((step, seconds))
            tally["ending"] = ending
            break
    if randomness.random() < GOAL[side]:
        lines.append(line({"format": 1, "time": time_text(clock + 1000), "user": user, "kind": "hostEvent",
                           "event": "purchase.completed"}))
        tally["goal"] = True
    return lines, tally


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--users", type=int, default=0)
    parser.add_argument("--bytes", type=int, default=0, help="write users until the log has this many bytes")
    parser.add_argument("--out", required=True)
    parser.add_argument("--known")
    parser.add_argument("--seed", type=int, default=39)
    arguments = parser.parse_args()
    randomness = random.Random(arguments.seed)
    known = {"lines": 0, "starts": 0, "reached": {step: 0 for step in STEPS},
             "endings": {"completed": 0, "skipped": 0, "dismissed": 0, "abandoned": 0, "failed": 0},
             "sides": {name: {"users": 0, "runs": 0, "completed": 0, "goalUsers": 0} for name, _ in SIDES},
             "times": {step: [] for step in STEPS}}
    open_runs = []
    written = 0
    user_number = 0
    with open(arguments.out, "w", encoding="utf-8") as out:
        def flush_one(position):
            nonlocal written
            lines = open_runs[position]
            text = lines.pop(0)
            out.write(text)
            written += len(text.encode())
            known["lines"] += 1
            if not lines:
                open_runs.pop(position)

        while True:
            more = (user_number < arguments.users) if arguments.users else (written < arguments.bytes)
            if not more and not open_runs:
                break
            if more and len(open_runs) < 200:
                user_number += 1
                side = pick(randomness, SIDES)
                lines, tally = runs_for(f"user-{user_number}", side, randomness, user_number * 1000)
                open_runs.append(lines)
                if known is not None and arguments.known:
                    counts = known["sides"][side]
                    counts["users"] += 1
                    if side != "control":
                        counts["runs"] += 1
                        known["starts"] += 1
                        for step in tally["reached"]:
                            known["reached"][step] += 1
                        known["endings"][tally["ending"]] += 1
                        counts["completed"] += tally["ending"] == "completed"
                        for step, seconds in tally["times"]:
                            known["times"][step].append(seconds)
                    counts["goalUsers"] += tally["goal"]
                continue
            flush_one(randomness.randrange(len(open_runs)))
    if arguments.known:
        def percentile_disc(values, permille):
            # The smallest value with at least this share of the values at or below it.
            ordered = sorted(values)
            needed = max(1, (permille * len(ordered) + 999) // 1000)
            return ordered[needed - 1] if ordered else None
        known["medians"] = {step: percentile_disc(values, 500) for step, values in known["times"].items()}
        known["p90s"] = {step: percentile_disc(values, 900) for step, values in known["times"].items()}
        del known["times"]
        with open(arguments.known, "w") as file:
            json.dump(known, file, indent=1)
    print(f"{known['lines']:,} lines, {written:,} bytes, {user_number:,} users")


if __name__ == "__main__":
    main()
