"""operator.iadd of an array inside a larger expression: the in-place change happens only
where the call is the value of an assignment, a return or an expression statement, so pygo
rejects it here (Numba accepts it)."""
# error: unsupported-syntax
import operator
from numba import njit


@njit("float64[:](float64[:], float64)")
def f(a, b):
    return operator.iadd(a, b) * 2.0
