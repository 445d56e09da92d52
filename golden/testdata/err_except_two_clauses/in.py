"""A try statement with two except clauses (Numba 0.56 fails on them)."""
# error: unsupported-feature
from numba import njit


@njit("int64(int64)")
def f(x):
    try:
        if x > 0:
            raise ValueError("pos")
    except Exception:
        return -1
    except:
        return -2
    return x
