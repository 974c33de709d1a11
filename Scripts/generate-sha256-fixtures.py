#!/usr/bin/env python3
"""Writes Tests/TutorialKitBundlesTests/Fixtures/sha256-hashlib.json: random inputs (from a fixed
seed, 0 to 300 bytes, and a few around the block sizes) with Python's hashlib SHA-256 of each, for
the SHA-256 written in Swift to be checked against.

    Scripts/generate-sha256-fixtures.py
"""
import hashlib
import json
import os
import random

random.seed(0x5A256)
lengths = list(range(0, 130)) + [random.randint(130, 300) for _ in range(70)] + [511, 512, 513, 1000]
cases = []
for length in lengths:
    data = bytes(random.getrandbits(8) for _ in range(length))
    cases.append({"hex": data.hex(), "sha256": hashlib.sha256(data).hexdigest()})
path = os.path.join(os.path.dirname(__file__), "..", "Tests", "TutorialKitBundlesTests", "Fixtures",
                    "sha256-hashlib.json")
with open(path, "w") as out:
    json.dump(cases, out, indent=0)
    out.write("\n")
print(f"{len(cases)} cases")
