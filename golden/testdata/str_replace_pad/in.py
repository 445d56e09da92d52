"""replace (all, a count, empty old), zfill, center, ljust and rjust with fill characters."""
from numba import njit


@njit
def repl(s, old, new):
    return s.replace(old, new)


@njit
def repl_n(s, old, new, n):
    return s.replace(old, new, n)


@njit
def pads(s, w):
    return s.zfill(w), s.center(w), s.ljust(w), s.rjust(w)


@njit
def pads_fill(s, w, f):
    return s.center(w, f), s.ljust(w, f), s.rjust(w, f)

# call: repl("a-b-c", "-", "+")
# call: repl("aaaa", "aa", "b")
# call: repl("abc", "", "-")
# call: repl("héhé", "é", "e")
# call: repl_n("a-b-c-d", "-", "", 2)
# call: repl_n("a-b-c-d", "-", "", 0)
# call: repl_n("a-b-c-d", "-", "", -1)
# call: pads("42", 5)
# call: pads("-42", 6)
# call: pads("+7", 4)
# call: pads("abc", 2)
# call: pads("ab", 7)
# call: pads("abc", 6)
# call: pads("ü", 4)
# call: pads_fill("mid", 9, "*")
# call: pads_fill("mid", 8, "·")
# call: pads_fill("mid", 8, "ab")
