"""A generator whose try statement has except clauses naming classes, and yields in them (CPython is the oracle: Numba 0.56 catches only Exception)."""
# oracle: cpython Numba 0.56 catches only Exception or everything
from numba import njit


@njit
def gen(n):
    for i in range(n):
        try:
            if i % 2 == 0:
                raise ValueError("even")
            if i == 3:
                raise KeyError("three")
            yield i
        except ValueError:
            yield -i
        except KeyError:
            yield 100


@njit
def use(n):
    s = 0
    for v in gen(n):
        s = s * 3 + v
    return s

# call: use(7)
# call: use(0)
