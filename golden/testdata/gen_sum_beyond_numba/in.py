"""sum() over a generator, which Numba 0.56 does not type (no overload of sum
for generators): pygo consumes the generator as list() would and adds from the int64 0."""
# oracle: cpython Numba 0.56 has no sum() overload for generator arguments
from numba import njit


@njit
def odds(n):
    for i in range(n):
        if i % 2 == 1:
            yield i


@njit
def halves(n):
    for i in range(n):
        yield i / 2


@njit
def totals(n):
    return sum(odds(n)), sum(halves(n))


# call: totals(10)
# call: totals(1)
