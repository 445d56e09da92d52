"""int() and float() of strings: Numba 0.56 has neither, CPython defines them."""
# oracle: cpython Numba 0.56 types neither int(str) nor float(str)
from numba import njit
from numba.typed import List

# call: parse_row("12, 7.5, -3, 4e2,  inf")
# call: parse_ints("10 -3 +7 0")
# call: parse_ints("10 x")
# call: parse_row("1.5, abc")


@njit
def parse_row(line):
    out = List()
    for part in line.split(","):
        out.append(float(part.strip()))
    return out


@njit
def parse_ints(line):
    total = 0
    for w in line.split():
        total += int(w)
    return total
