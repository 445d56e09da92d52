"""What Numba 0.56 does not compile on a dict view: `in`, indexing, truth, and returning the view to Python."""
# error: type-mismatch
from numba import njit


@njit
def contains(n: int):
    d = {n: 1.5}
    return n in d.keys()


@njit
def index(n: int):
    d = {n: 1.5}
    return d.values()[0]


@njit
def truth(n: int):
    d = {n: 1.5}
    if d.items():
        return 1
    return 0


@njit
def returned(n: int):
    d = {n: 1.5}
    return d.keys()
