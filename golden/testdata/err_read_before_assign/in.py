"""A local read before its first assignment, in the statement that assigns it. Numba: "Variable
't' is not defined"."""
# error: undefined-name
from numba import njit


@njit("int64(int64)")
def parity(n):
    t = t % 2
    return t
