"""A float to a constant power beyond int64: CPython folds 30 ** 13 into 15943230000000000000,
which Numba types as uint64, and a float ** uint64 is C's pow of the exponent as a float
(so (-1.0) ** (2 ** 63 + 1) is 1.0, not -1.0). The Go passes the constant as a typed uint64
(fuzzing found an untyped constant there, which Go's generic inference made an int)."""
from numba import njit


@njit
def folded(x):
    return x ** 30 ** 13


@njit
def literal(x):
    return x ** 15943230000000000000 + 0 % 10000000 % 2.0 ** 30 ** 13


@njit
def big():
    return 30 ** 13


# call: folded(2.0)
# call: folded(1.0)
# call: folded(-1.0)
# call: folded(0.5)
# call: literal(-1.0)
# call: literal(1.0000001)
# call: big()
