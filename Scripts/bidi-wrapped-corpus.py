#!/usr/bin/env python3
"""Writes Tests/TutorialKitTextTests/Fixtures/bidi-wrapped-corpus.json: paragraphs of mixed
direction, many with isolates and embeddings, each wrapped at spaces to several widths, and every
line as it is seen. The levels are python-bidi's (the unicode-bidi crate), resolved over the whole
paragraph; each line then takes rules L1 and L2 here, its explicit formatting characters are left
out and its right-to-left characters mirrored (BidiMirroring.txt from Debian's unicode-data), as
TutorialKit draws a line. The tests check TutorialKit's wrapped lines against it. Needs
`pip install python-bidi` and `apt-get install unicode-data` (neither is a dependency of the package
or its tests: the file it writes is committed).

    Scripts/bidi-wrapped-corpus.py [COUNT]
"""
import json
import os
import random
import re
import sys

from bidi import get_display

TOKENS = [
    "שלום", "עולם", "הבא", "שוק", "טרי", "مرحبا", "العالم", "التالي", "السعر", "فقط", "خصم", "١٢٣",
    "Next", "Park", "Fresh", "Market", "John!", "ok", "12", "3.5", "19.99$", "$12.50", "5%", "1,000",
    "2026-12-01", "+7", "-3", "(", ")", "[", "]", "«", "»", ".", ",", ":", "!", "?", "-", "/", "→",
    "(24", "h)", "›", "‹",
]
# Explicit formatting around a run of tokens: isolates (as localisation tools put placeholders in),
# embeddings and overrides.
MARKS = [("\u2066", "\u2069"), ("\u2067", "\u2069"), ("\u2068", "\u2069"), ("\u202a", "\u202c"),
         ("\u202b", "\u202c"), ("\u202d", "\u202c"), ("\u202e", "\u202c")]
FORMATTING = set(range(0x202A, 0x202F)) | set(range(0x2066, 0x206A))


def mirrors():
    table = {}
    with open("/usr/share/unicode/BidiMirroring.txt", encoding="utf-8") as handle:
        for line in handle:
            fields = line.split("#", 1)[0].split(";")
            if len(fields) == 2:
                table[int(fields[0], 16)] = int(fields[1], 16)
    return table


MIRRORS = mirrors()


def paragraph(generator):
    words = []
    for _ in range(generator.randint(2, 12)):
        if generator.random() < 0.25:
            opening, closing = generator.choice(MARKS)
            inner = " ".join(generator.choice(TOKENS) for _ in range(generator.randint(1, 3)))
            words.append(opening + inner + closing)
        else:
            words.append(generator.choice(TOKENS))
    return " ".join(words)


def levels_and_classes(text, base):
    """python-bidi's levels and original classes, per code point (it gives them per UTF-8 byte)."""
    debug = get_display(text, base_dir=base, debug=True)
    classes = re.findall(r"^\s+([A-Z]+),$", debug.split("levels:")[0], re.M)
    levels = [int(level) for level in re.findall(r"Level\(\s*(\d+),\s*\)", debug.split("paragraphs:")[0])]
    per_scalar_levels, per_scalar_classes = [], []
    byte = 0
    for character in text:
        per_scalar_levels.append(levels[byte])
        per_scalar_classes.append(classes[byte])
        byte += len(character.encode("utf-8"))
    return per_scalar_levels, per_scalar_classes


def shown(text, start, end, levels, classes, paragraph_level):
    """The line of `text` from scalar `start` to `end` as seen: rule L1, rule L2, formatting left
    out, mirrored at odd levels."""
    line = list(range(start, end))
    line_levels = [levels[i] for i in line]
    trailing = True
    for place in range(len(line) - 1, -1, -1):
        kind = classes[line[place]]
        if kind in ("S", "B"):
            line_levels[place] = paragraph_level
            trailing = True
        elif kind in ("WS", "LRI", "RLI", "FSI", "PDI", "LRE", "RLE", "LRO", "RLO", "PDF", "BN"):
            if trailing:
                line_levels[place] = paragraph_level
        else:
            trailing = False
    order = list(range(len(line)))
    if line_levels:
        odd = [level for level in line_levels if level % 2 == 1]
        if odd:
            for level in range(max(line_levels), min(odd) - 1, -1):
                place = 0
                while place < len(order):
                    if line_levels[order[place]] >= level:
                        run_end = place
                        while run_end < len(order) and line_levels[order[run_end]] >= level:
                            run_end += 1
                        order[place:run_end] = reversed(order[place:run_end])
                        place = run_end
                    else:
                        place += 1
    result = []
    for place in order:
        code = ord(text[line[place]])
        if code in FORMATTING:
            continue
        if line_levels[place] % 2 == 1 and code in MIRRORS:
            code = MIRRORS[code]
        result.append(chr(code))
    return "".join(result)


def wrapped(text, width):
    """Lines of at most `width` characters, broken at spaces (a word longer goes alone), as scalar
    ranges without the space each break takes."""
    lines = []
    start = 0
    last_space = None
    index = 0
    while index < len(text):
        if text[index] == " ":
            last_space = index
        if index - start >= width and last_space is not None and last_space > start:
            lines.append((start, last_space))
            start = last_space + 1
            last_space = None
            index = start
            continue
        index += 1
    lines.append((start, len(text)))
    return lines


def byte_offset(text, scalar_index):
    return len(text[:scalar_index].encode("utf-8"))


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 600
    generator = random.Random(0xB1D2)
    fixed = [
        ("R", "مرحبا \u2068John!\u2069"), ("R", "السعر \u2066$12.50\u2069 فقط"),
        ("R", "السعر 19.99$ أو 5% خصم."), ("L", "Welcome to שוק טרי (Fresh Market)"),
    ]
    texts = fixed + [(generator.choice("LR"), paragraph(generator)) for _ in range(count)]
    cases = []
    for base, text in texts:
        levels, classes = levels_and_classes(text, base)
        paragraph_level = 1 if base == "R" else 0
        for width in (6, 11, 17, 30, 80):
            lines = wrapped(text, width)
            cases.append({
                "base": base,
                "text": text,
                "lines": [[byte_offset(text, s), byte_offset(text, e)] for s, e in lines],
                "shown": [shown(text, s, e, levels, classes, paragraph_level) for s, e in lines],
            })
    path = os.path.join(os.path.dirname(__file__), "..", "Tests", "TutorialKitTextTests", "Fixtures",
                        "bidi-wrapped-corpus.json")
    with open(path, "w", encoding="utf-8") as out:
        json.dump(cases, out, ensure_ascii=False, indent=0)
        out.write("\n")
    print(f"wrote {len(cases)} wrapped paragraphs to {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
