"""Building strings: join of a list, repeated concatenation in a loop, str of ints, slicing, find/replace, ord/chr."""
from numba import njit


@njit
def build(n):
    parts = []
    for i in range(n):
        parts.append(str(i * i))
    s = ",".join(parts)
    t = ""
    for c in "hello":
        t = chr(ord(c) + 1) + t
    u = s.replace(",", ";")[:10]
    return s, t, u, s.find("16"), s.count(","), s[::-1][:5]

# call: build(7)
