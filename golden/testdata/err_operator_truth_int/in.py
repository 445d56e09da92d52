"""operator.truth of an int: Numba implements operator.truth for bool only (No implementation
of function truth(int64)), so pygo rejects it too."""
# error: type-mismatch
import operator
from numba import njit


@njit("boolean(int64)")
def f(p):
    return operator.truth(p)
