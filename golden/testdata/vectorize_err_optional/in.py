"""A @vectorize ufunc called from @njit code with an optional operand is rejected, as Numba rejects it (cannot call <numba._DUFunc 'halfway'> with types (array(float64, 1d, C), OptionalType(array(float64, 1d, C)))), where NumPy's own ufuncs unwrap the operand."""
# error: type-mismatch
from numba import njit, vectorize


@vectorize(["float64(float64, float64)"])
def halfway(x, y):
    return (x + y) / 2.0


@njit("float64[:](float64[::1], boolean)")
def mid_maybe(a, flag):
    z = None
    if flag:
        z = a[::-1].copy()
    return halfway(a, z)
