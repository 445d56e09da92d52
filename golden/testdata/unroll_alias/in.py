"""literal_unroll outside the loop header: x = literal_unroll(t), then for v in x (twice, with break and continue). Nested literal_unroll loops are Numba's UnsupportedError."""
from numba import njit, literal_unroll


@njit
def via_name(k):
    t = (1, 2.5, k)
    x = literal_unroll(t)
    s = 0.0
    for v in x:
        s += v * 2
    for v in x:
        s -= v
    return s


@njit
def first_over(limit):
    items = literal_unroll((3, 'skip', 4.5, 10))
    n = 0
    for v in items:
        if isinstance(v, str):
            continue
        if v > limit:
            break
        n += 1
    return n


# call: via_name(4)
# call: via_name(-1)
# call: first_over(4)
# call: first_over(100)
# call: first_over(0)
