"""raise ValueError("msg"), a bare exception class, and other builtin exception types."""
from numba import njit


@njit
def checked_sqrt(x):
    if x < 0.0:
        raise ValueError("negative input")
    return x ** 0.5


@njit
def bare(n):
    if n > 3:
        raise ValueError
    return n


@njit
def kinds(k):
    if k == 0:
        raise IndexError("index out of range")
    elif k == 1:
        raise OverflowError("too large")
    elif k == 2:
        raise RuntimeError()
    elif k == 3:
        raise TypeError("bad type")
    return k

# call: checked_sqrt(16.0)
# call: checked_sqrt(-1.0)
# call: bare(4)
# call: kinds(0)
# call: kinds(1)
# call: kinds(2)
# call: kinds(3)
