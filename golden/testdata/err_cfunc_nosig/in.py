"""@cfunc without a signature is rejected, as Numba rejects it (a C callback has one type)."""
# error: bad-signature
from numba import cfunc


@cfunc
def f(x):
    return x + 1.0


# call: f(1.0)
