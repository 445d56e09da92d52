"""dtype= given as a builtin type: int, bool and complex everywhere, float on full, arange and eye;
np.identity(n, dtype=...) by keyword."""
# oracle: cpython Numba 0.56 rejects the builtin types int, bool and complex as dtype= (and float except on zeros/ones/empty)
import numpy as np
from numba import njit


@njit
def ints(n):
    return np.zeros(n, dtype=int), np.ones((2, n), dtype=int), np.full(n, -4, dtype=int), np.arange(n, dtype=int)


@njit
def bools(n):
    a = np.zeros(n, dtype=bool)
    b = np.ones(n, dtype=bool)
    return a, b, np.full(n, True, dtype=bool)


@njit
def complexes(n):
    a = np.zeros(n, dtype=complex)
    a[0] = 1 + 2j
    return a, np.ones(n, dtype=complex) * 1j


@njit
def floats(n):
    return np.full(n, 2, dtype=float), np.arange(n, dtype=float), np.eye(n, dtype=float), np.identity(n, dtype=int)

# call: ints(3)
# call: ints(0)
# call: bools(2)
# call: complexes(2)
# call: floats(2)
