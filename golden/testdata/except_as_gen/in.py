"""`except C as e` inside a generator and inside a nested loop's try (CPython is the oracle:
Numba 0.56 cannot bind the exception object)."""
# oracle: cpython Numba 0.56 rejects binding the exception object (except ... as e)
from numba import njit


@njit
def lengths(n):
    for k in range(n):
        try:
            if k % 2 == 1:
                raise ValueError("odd" * k)
            yield k
        except ValueError as e:
            yield -len(str(e))


@njit
def total(n):
    s = 0
    for v in lengths(n):
        s += v
    return s

# call: total(6)
