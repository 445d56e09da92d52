"""Chained comparisons of strings, conditional expressions choosing strings, min/max-like scans."""
from numba import njit


@njit
def classify(c):
    if "a" <= c <= "z":
        return "lower"
    elif "A" <= c <= "Z":
        return "upper"
    return "other" if c != " " else "space"


@njit
def smallest(s):
    best = s[0]
    for c in s:
        best = c if c < best else best
    return best

# call: classify("q")
# call: classify("Q")
# call: classify("7")
# call: classify(" ")
# call: smallest("pythön")
