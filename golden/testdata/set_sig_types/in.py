"""Sets at the Go boundary: eager signatures with Set(int64) and Set(float64) in a string; a set argument is shared with the caller (reflected, as in Numba), and a set result is a *kernels.Set."""
from numba import njit, types


@njit(types.int64(types.Set(types.int64)))
def grow(s):
    s.add(100)
    s.discard(1)
    return len(s)


@njit("float64(Set(float64), float64)")
def total_above(s, lo):
    t = 0.0
    for x in s:
        if x > lo:
            t += x
    return t


@njit
def unique(a):
    return set(a)


@njit
def run(n):
    s = set(range(n))
    k = grow(s)
    f = {0.5, 1.5, 2.5}
    return k, sorted(s), total_above(f, 1.0)

# call: run(5)
# call: unique([3, 1, 3, 2, 1])
