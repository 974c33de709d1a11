#!/usr/bin/env python3
"""Writes Sources/TutorialKitText/LineBreakClassTable.swift from the Unicode Character Database
that Debian's unicode-data package installs in /usr/share/unicode (installed with apt-get when it
is missing): the Line_Break class of every code point that is not AL, as ranges, resolved as rule
LB1 of UAX #14 resolves them (AI, SG and XX as AL; SA as CM when a mark, else AL; CJ as NS); the
opening and closing punctuation that is East Asian wide (rule LB30 leaves it out); and the
unassigned code points that are Extended_Pictographic (rule LB30b). LineBreakTest.txt, which the
conformance run reads, comes from the same package: the table states its Unicode version.

    Scripts/generate-line-break-classes.py
"""
import os
import re
import subprocess

UCD = "/usr/share/unicode"

# The order of the Swift enum's cases.
CLASSES = ["AL", "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "BA", "BB", "HY", "CB",
           "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "B2", "EB", "EM",
           "H2", "H3", "HL", "ID", "JL", "JV", "JT", "RI"]


def ensure_ucd():
    if not os.path.exists(os.path.join(UCD, "LineBreak.txt")):
        subprocess.run(["apt-get", "install", "-y", "-qq", "unicode-data"], check=True)


def data_lines(path):
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.split("#", 1)[0].strip()
            if fields:
                yield [field.strip() for field in fields.split(";")]


def code_range(text):
    first, _, last = text.partition("..")
    return int(first, 16), int(last or first, 16)


def property_array(path, default):
    values = [default] * 0x110000
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = re.match(r"# @missing: ([0-9A-F.]+); (\w+)", line)
            if match:
                first, last = code_range(match.group(1))
                values[first:last + 1] = [match.group(2)] * (last - first + 1)
    for fields in data_lines(path):
        first, last = code_range(fields[0])
        values[first:last + 1] = [fields[1]] * (last - first + 1)
    return values


def general_categories():
    categories = ["Cn"] * 0x110000
    pending = None
    for fields in data_lines(os.path.join(UCD, "UnicodeData.txt")):
        code, name, category = int(fields[0], 16), fields[1], fields[2]
        if name.endswith(", First>"):
            pending = code
            continue
        start = pending if name.endswith(", Last>") else code
        pending = None
        categories[start:code + 1] = [category] * (code - start + 1)
    return categories


def ranges(flags):
    result = []
    start = None
    for code in range(0x110001):
        on = code < 0x110000 and flags[code]
        if on and start is None:
            start = code
        elif not on and start is not None:
            result.append((start, code - 1))
            start = None
    return result


def version():
    with open(os.path.join(UCD, "LineBreak.txt"), encoding="utf-8") as handle:
        match = re.match(r"# LineBreak-(\d+\.\d+\.\d+)\.txt", handle.readline())
    assert match, "LineBreak.txt does not say its version"
    return match.group(1)


def main():
    ensure_ucd()
    raw = property_array(os.path.join(UCD, "LineBreak.txt"), "XX")
    categories = general_categories()
    widths = property_array(os.path.join(UCD, "EastAsianWidth.txt"), "N")
    pictographic = [False] * 0x110000
    for fields in data_lines(os.path.join(UCD, "emoji", "emoji-data.txt")):
        if fields[1] == "Extended_Pictographic":
            first, last = code_range(fields[0])
            pictographic[first:last + 1] = [True] * (last - first + 1)

    resolved = []
    for code, value in enumerate(raw):
        if value in ("AI", "SG", "XX"):
            value = "AL"
        elif value == "SA":
            value = "CM" if categories[code] in ("Mn", "Mc") else "AL"
        elif value == "CJ":
            value = "NS"
        assert value in CLASSES, f"U+{code:04X}: Line_Break {value} is not handled"
        resolved.append(value)

    runs = []
    start = 0
    for code in range(1, 0x110001):
        if code == 0x110000 or resolved[code] != resolved[start]:
            if resolved[start] != "AL":
                runs.append((start, code - 1, resolved[start]))
            start = code
    wide_punctuation = ranges([resolved[c] in ("OP", "CP") and widths[c] in ("F", "W", "H")
                               for c in range(0x110000)])
    unassigned_pictographic = ranges([pictographic[c] and categories[c] == "Cn" for c in range(0x110000)])
    unicode_version = version()

    def numbers(values, per_line):
        return "\n".join("        " + ", ".join(values[index:index + per_line]) + ","
                         for index in range(0, len(values), per_line))

    path = os.path.join(os.path.dirname(__file__), "..", "Sources", "TutorialKitText",
                        "LineBreakClassTable.swift")
    with open(path, "w", encoding="utf-8") as out:
        out.write(f"""// Generated by Scripts/generate-line-break-classes.py from Unicode {unicode_version}: do not edit.
// swift-format-ignore-file

extension LineBreakClass {{
    /// The Unicode version of the table.
    static let unicodeVersion = "{unicode_version}"

    /// The first code point of each range whose class (resolved by rule LB1) is not AL, ascending.
    static let rangeStarts: [UInt32] = [
{numbers([f"0x{s:X}" for s, _, _ in runs], 10)}
    ]

    /// The last code point of each range.
    static let rangeEnds: [UInt32] = [
{numbers([f"0x{e:X}" for _, e, _ in runs], 10)}
    ]

    /// The class of each range, as its index in ``LineBreakClass/allCases``.
    static let rangeClasses: [UInt8] = [
{numbers([str(CLASSES.index(c)) for _, _, c in runs], 20)}
    ]

    /// Opening and closing punctuation that is East Asian wide, fullwidth or halfwidth, as
    /// inclusive ranges `first, last, …`: rule LB30 is not for it.
    static let wideParentheses: [UInt32] = [
{numbers([f"0x{v:X}" for r in wide_punctuation for v in r], 10)}
    ]

    /// Unassigned code points that are Extended_Pictographic, as inclusive ranges: rule LB30b
    /// keeps an emoji modifier with them.
    static let unassignedPictographs: [UInt32] = [
{numbers([f"0x{v:X}" for r in unassigned_pictographic for v in r], 10)}
    ]
}}
""")
    print(f"{len(runs)} ranges, {len(wide_punctuation)} wide punctuation ranges, "
          f"{len(unassigned_pictographic)} unassigned pictograph ranges, Unicode {unicode_version}")


if __name__ == "__main__":
    main()
