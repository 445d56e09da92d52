"""A generator expression as the only argument of a call that consumes it whole: sum, min,
max, sorted, list, set and str.join, beyond Numba 0.56 (which rejects every generator
expression, "yield in a closure"): CPython is the oracle."""
# oracle: cpython Numba 0.56 compiles no generator expression
import numpy as np
from numba import njit

# call: sums(np.array([1.0, -2.0, 3.0]))
# call: words(["b", "a", "c"])
# call: nested(3)


@njit
def sums(a):
    return (sum(x * x for x in a), min(abs(x) for x in a), max(x - 1.0 for x in a if x > 0),
            sorted(-x for x in a))


@njit
def words(ws):
    return ",".join(w.upper() for w in ws), list(len(w) for w in ws), len(set(w for w in ws))


@njit
def nested(n):
    return sum(i * j for i in range(n) for j in range(i)), list(k * 2 for k in range(2))
