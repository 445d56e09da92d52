"""Generator functions called from Go: the entry point returns the generator as a *kernels.Iter
(compared with the items of Numba's generator object), with defaults and keywords, array
arguments and items, tuple items, an empty generator and one that raises while it runs."""
import numpy as np
from numba import njit


@njit
def countdown(n, step=1):
    while n > 0:
        yield n
        n -= step


@njit
def running(a):
    s = 0.0
    for x in a:
        s += x
        yield s


@njit
def rows(m):
    for i in range(m.shape[0]):
        yield m[i] * 2.0


@njit
def pairs(n):
    for i in range(n):
        yield i, i * 0.5


@njit
def checked(xs):
    for x in xs:
        if x < 0:
            raise ValueError("negative item")
        yield x


# call: countdown(5)
# call: countdown(7, 3)
# call: countdown(n=4, step=2)
# call: countdown(0)
# call: running(np.array([1.0, 2.5, -1.0]))
# call: running(np.zeros(0))
# call: rows(np.arange(6.0).reshape(3, 2))
# call: pairs(3)
# call: checked([1, 2])
# call: checked([3, -1, 4])
