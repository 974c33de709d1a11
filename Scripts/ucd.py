"""What the table generators share: reading the Unicode Character Database files vendored in
Scripts/unicode-17.0.0 (gzip-compressed, see its README), finding the runs of a property, and
writing them as Swift arrays."""
import gzip
import os
import re

UCD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "unicode-17.0.0")


def ucd_file(name):
    """The path of the vendored UCD file `name` (`LineBreak.txt`)."""
    path = os.path.join(UCD, name + ".gz")
    assert os.path.exists(path), f"{path} is missing"
    return path


def open_text(path):
    return gzip.open(path, "rt", encoding="utf-8") if path.endswith(".gz") else open(path, encoding="utf-8")


def data_lines(path):
    """Each data line of a UCD file, its fields stripped, comments left out."""
    with open_text(path) as handle:
        for line in handle:
            fields = line.split("#", 1)[0].strip()
            if fields:
                yield [field.strip() for field in fields.split(";")]


def code_range(text):
    """`0041..005A` or `0041` as first and last code points."""
    first, _, last = text.partition("..")
    return int(first, 16), int(last or first, 16)


def property_array(path, default, names=None):
    """A property's value for every code point: its `@missing` defaults, then its data lines;
    `names` turns a default's long name into the short one the data lines use."""
    values = [default] * 0x110000
    with open_text(path) as handle:
        for line in handle:
            match = re.match(r"# @missing: ([0-9A-F.]+); (\w+)", line)
            if match:
                first, last = code_range(match.group(1))
                value = (names or {}).get(match.group(2), match.group(2))
                values[first:last + 1] = [value] * (last - first + 1)
    for fields in data_lines(path):
        first, last = code_range(fields[0])
        values[first:last + 1] = [fields[1]] * (last - first + 1)
    return values


def runs_of(values, default):
    """The ranges `(first, last, value)` whose value is not `default`, ascending."""
    runs = []
    start = 0
    for code in range(1, 0x110001):
        if code == 0x110000 or values[code] != values[start]:
            if values[start] != default:
                runs.append((start, code - 1, values[start]))
            start = code
    return runs


def version(path, name):
    """The version a UCD file states on its first line, `# Name-17.0.0.txt`."""
    with open_text(path) as handle:
        match = re.match(r"# " + name + r"-(\d+\.\d+\.\d+)\.txt", handle.readline())
    assert match, f"{path} does not say its version"
    return match.group(1)


def numbers(values, per_line):
    """`values` as the lines of a Swift array literal, `per_line` to a line."""
    return "\n".join("        " + ", ".join(values[index:index + per_line]) + ","
                     for index in range(0, len(values), per_line))


def range_arrays(runs, classes, class_type):
    """The Swift declarations of `runs` as three arrays: starts, ends and class indices."""
    return f"""    static let rangeStarts: [UInt32] = [
{numbers([f"0x{s:X}" for s, _, _ in runs], 10)}
    ]

    /// The last code point of each range.
    static let rangeEnds: [UInt32] = [
{numbers([f"0x{e:X}" for _, e, _ in runs], 10)}
    ]

    /// The class of each range, as its index in ``{class_type}/allCases``.
    static let rangeClasses: [UInt8] = [
{numbers([str(classes.index(c)) for _, _, c in runs], 20)}
    ]"""
