#!/usr/bin/env python3
"""The bucket TutorialKit assigns a user in an experiment, computed apart from the Swift code: a
reference for other platforms (a server, an Android app) that must agree with it, and a check of
it. See Tutorial.Experiment.bucket(userID:tutorialID:).

    Scripts/experiment-bucket.py USER TUTORIAL EXPERIMENT TOTAL
"""
import sys

MASK = (1 << 64) - 1


def fnv1a64(data: bytes) -> int:
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & MASK
    return value


def fmix64(value: int) -> int:
    value ^= value >> 33
    value = (value * 0xFF51AFD7ED558CCD) & MASK
    value ^= value >> 33
    value = (value * 0xC4CEB9FE1A85EC53) & MASK
    value ^= value >> 33
    return value


def bucket(user: str, tutorial: str, experiment: str, total: int) -> int:
    data = user.encode() + b"\0" + tutorial.encode() + b"\0" + experiment.encode()
    return (fmix64(fnv1a64(data)) * total) >> 64


if __name__ == "__main__":
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    print(bucket(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])))
