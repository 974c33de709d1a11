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

# Ten thousand more, of random lengths from 0 to 1,500 bytes, too many to list: their bytes come
# from SplitMix64 (the tests' SeededGenerator, seed 256), eight little-endian bytes a number, a
# case's length being the number before its bytes modulo 1,501. The file keeps each digest's
# first eight digits and the SHA-256 of all the digests one after another.
MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)


generator = SplitMix64(256)
prefixes = []
chain = hashlib.sha256()
for _ in range(10_000):
    length = generator.next() % 1501
    data = b"".join(generator.next().to_bytes(8, "little") for _ in range((length + 7) // 8))[:length]
    digest = hashlib.sha256(data).digest()
    prefixes.append(digest.hex()[:8])
    chain.update(digest)
path = os.path.join(os.path.dirname(__file__), "..", "Tests", "TutorialKitBundlesTests", "Fixtures",
                    "sha256-hashlib-random.json")
with open(path, "w") as out:
    json.dump({"seed": 256, "maximumLength": 1500, "prefixes": " ".join(prefixes),
               "allDigests": chain.hexdigest()}, out, indent=0)
    out.write("\n")
print(f"{len(prefixes)} random cases")
