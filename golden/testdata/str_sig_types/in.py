"""Eager signatures with strings: unicode_type, types.unicode_type, str annotations, List(unicode_type)."""
from numba import njit, types


@njit("unicode_type(unicode_type, int64)")
def shout(s, n):
    return s.upper() + "!" * n


@njit(types.int64(types.unicode_type))
def width(s):
    return len(s)


@njit
def tag(s: str, n: int) -> str:
    return "<" + s + ">" + str(n)


@njit("int64(List(unicode_type, reflected=True))")
def total_len(words):
    t = 0
    for w in words:
        t += len(w)
    words.append("end")
    return t

# call: shout("hey", 2)
# call: width("žluťoučký")
# call: tag("b", 7)
# call: total_len(["ab", "cde", ""])
