"""Sets at the Go boundary: eager signatures with types.Set(types.int64), Set(float64) in a string and types.Set(types.int64, reflected=True) (a set from Python); a set argument is shared with the caller (reflected, as in Numba: the Go caller sees the adds), and a set result is a *kernels.Set."""
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


@njit(types.int64(types.Set(types.int64, reflected=True)))
def bump(s):
    s.add(100)
    s.discard(1)
    return len(s)


@njit
def shrink(s, k):
    s.discard(k)
    s -= {1, 3}
    return sorted(s)


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
# call: bump({1, 2, 3})
# call: bump({5})
# call: shrink({1, 2, 3, 4}, 2)
# call: unique([3, 1, 3, 2, 1])
