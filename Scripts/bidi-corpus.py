#!/usr/bin/env python3
"""Writes Tests/TutorialKitTextTests/Fixtures/bidi-corpus.json: lines of mixed direction and the
order python-bidi (the unicode-bidi crate, a full implementation of UAX #9) shows them in, for a
paragraph read left to right and one read right to left. The tests check TutorialKit's own
implementation against it, as widths are checked against wcwidth. Needs `pip install python-bidi`
(not a dependency of the package or its tests: the file it writes is committed).

    Scripts/bidi-corpus.py [COUNT]
"""
import json
import os
import random
import sys

from bidi import get_display

TOKENS = [
    # Hebrew and Arabic words, with points and harakat (marks), Arabic-Indic and Persian digits.
    "שלום", "עולם", "הבא", "בְּרֵאשִׁית", "مرحبا", "العالم", "التالي", "كِتَابٌ", "١٢٣", "۴۵",
    # Latin, Cyrillic, CJK, numbers and the separators and terminators around them.
    "Next", "Park", "Finder", "ok", "Привет", "日本", "12", "3.5", "1,000", "2026-12-01", "+7", "-3",
    "$5", "50%", "#4", "€", "°C",
    # Neutrals: spaces, punctuation, brackets (paired and not), quotes.
    " ", " ", " ", "  ", ".", ",", ":", "!", "?", "…", "-", "/", "(", ")", "[", "]", "{", "}", "«", "»",
    "\"", "'", "→", "‹", "›", "*", "&",
]
# No tab: python-bidi 0.6 leaves a segment separator at its resolved level, where rule L1 of UAX #9
# puts it at the paragraph level ("abc<tab>def" read right to left shows as "def<tab>abc"). The
# tests check that rule on its own.

def line(generator):
    return "".join(generator.choice(TOKENS) for _ in range(generator.randint(1, 12)))

def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    generator = random.Random(0xB1D1)
    cases = []
    fixed = [
        "abc שלום def", "שלום (abc) 123", "مرحبا 123 world", "Next ‹ התחל", "2 מתוך 5", "٢ من ٥",
        "[ التالي › ]", "שלום!", "(שלום)", "a (b) c", "ע 1.5%", "أ 12,000.50 ب",
    ]
    for text in fixed + [line(generator) for _ in range(count)]:
        for base in ("L", "R"):
            cases.append({"base": base, "text": text, "shown": get_display(text, base_dir=base)})
    path = os.path.join(os.path.dirname(__file__), "..", "Tests", "TutorialKitTextTests", "Fixtures",
                        "bidi-corpus.json")
    with open(path, "w") as out:
        json.dump(cases, out, ensure_ascii=False, indent=0)
        out.write("\n")
    print(f"{len(cases)} cases")

main()
