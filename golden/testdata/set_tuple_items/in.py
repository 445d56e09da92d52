"""Sets of tuples: returned, and passed as a reflected argument that is iterated (usecases from Numba's test_sets)."""
from numba import njit


@njit
def lit():
    return {(1, 2.5), (3, 4.5), (1, 2.5)}


@njit
def unbox_usecase2(x):
    res = 0
    for v in x:
        res += len(v)
    return res


@njit
def grow(x, n):
    x.add((n, n))
    return len(x)

# call: lit()
# call: unbox_usecase2({(1, 2), (3, 4)})
# call: grow({(1, 2)}, 5)
