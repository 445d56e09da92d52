"""`is` between two strings: Numba 0.56 compiles it but does not test identity (a string is
not itself), so pygo reports it; the diagnostic lists what `is` compares."""
# error: unsupported-feature
from numba import njit


@njit("boolean(unicode_type)")
def same(a):
    b = a
    return a is b
