"""Loop targets that unpack nested tuples, asserts, and while loops over lists."""
import numpy as np
from numba import njit

# call: weighted_pairs(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0]))
# call: checked_mean(np.array([1.0, 2.0]))
# call: checked_mean(np.array([], dtype=np.float64))
# call: stack_pop([3, 1, 2])
# call: nested_unpack()


@njit
def weighted_pairs(x, y):
    s = 0.0
    for i, (a, b) in enumerate(zip(x, y)):
        s += i * a * b
    return s


@njit
def checked_mean(a):
    assert a.size > 0, "empty input"
    return a.mean()


@njit
def stack_pop(xs):
    out = 0
    while xs:
        out = out * 10 + xs.pop()
    return out, len(xs)


@njit
def nested_unpack():
    pts = [((1, 2), 3.0), ((4, 5), 6.5)]
    tot = 0.0
    for (a, b), w in pts:
        tot += (a + b) * w
    (p, q), r = pts[0]
    return tot, p, q, r
