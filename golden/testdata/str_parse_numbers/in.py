"""int() and float() of strings (Numba 0.56 cannot compile them; CPython is the oracle): whitespace, signs, underscores, exponents, inf/nan, and CPython's ValueErrors."""
# oracle: cpython Numba 0.56 has no int() or float() of a str
import numpy as np
from numba import njit


@njit
def parse_rows(text):
    total = 0.0
    count = 0
    for line in text.split("\n"):
        line = line.strip()
        if len(line) == 0 or line.startswith("#"):
            continue
        parts = line.split(",")
        count += int(parts[0])
        total += float(parts[1])
    return count, total


@njit
def to_int(s):
    return int(s)


@njit
def to_float(s):
    return float(s)

# call: parse_rows("# id,value\n1, 2.5\n2,-0.75\n\n3,1e3 \n")
# call: to_int(" -1_024 ")
# call: to_int("12.5")
# call: to_float("  -Infinity")
# call: to_float("6.02e23")
# call: to_float("1_000.5")
# call: to_float("1e")
