"""Parsing a CSV-like string: split on newlines and commas, lengths of fields, isdigit, strip, startswith."""
from numba import njit


@njit
def parse(text):
    total = 0.0
    count = 0
    names = []
    for line in text.split("\n"):
        line = line.strip()
        if len(line) == 0 or line.startswith("#"):
            continue
        parts = line.split(",")
        names.append(parts[0].upper())
        if parts[1].isdigit():
            count += len(parts[1])
        total += len(parts[2]) * 0.5
    return names, count, total

# call: parse("# header\nalpha,3,1.5\n beta,10,-2.25 \n\ngamma,x,4e-1\n")
