"""Functions returning several values as a tuple; callers unpack them."""
from numba import njit


@njit
def divmod_floor(a, b):
    return a // b, a % b


@njit
def minmax3(a, b, c):
    lo = a
    hi = a
    for v in (b, c):
        if v < lo:
            lo = v
        if v > hi:
            hi = v
    return lo, hi


@njit
def to_hms(seconds):
    m, s = divmod_floor(seconds, 60)
    h, m = divmod_floor(m, 60)
    return h, m, s


@njit
def one():
    return (42,)

# call: minmax3(3, -1, 2)
# call: minmax3(1.5, 1.5, 1.5)
# call: to_hms(3661)
# call: to_hms(-1)
# call: one()
