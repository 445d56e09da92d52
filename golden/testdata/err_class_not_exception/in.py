"""A class with an empty body that does not derive from an exception class cannot be raised."""
# error: unsupported-feature
from numba import njit


class Marker(object):
    pass


@njit("int64(int64)")
def f(x):
    if x > 0:
        raise Marker
    return x
