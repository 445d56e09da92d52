"""== between literal dicts that pygo cannot fold as Numba does: a value bound by several
assignments (its literal type is the reaching one's), and a literal dict against a float
(a typing error in Numba)."""
# error: unsupported-feature
from numba import njit


@njit
def rebound(n: int):
    x = 1
    if n > 2:
        x = 2
    return {'a': x, 'b': 2j} == {'a': 2, 'b': 2j}


@njit
def against_float(n: int):
    ld = {'a': n, 'b': 2j}
    return ld == 1.5
