"""namedtuple(..., defaults=...) fills the fields a construction leaves out, by position or keyword."""
# oracle: cpython Numba 0.56 types Span(lo, hi) with two fields and fails to lower a default field (LoweringError)
from collections import namedtuple

from numba import njit

Span = namedtuple("Span", "lo hi step", defaults=(1,))


@njit
def count(lo, hi):
    s = Span(lo, hi)
    t = Span(hi=hi, lo=lo, step=3)
    n = 0
    for _ in range(s.lo, s.hi, s.step):
        n += 1
    m = 0
    for _ in range(t.lo, t.hi, t.step):
        m += 1
    return n, m, s, t

# call: count(0, 10)
