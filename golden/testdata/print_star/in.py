# print(a, *t): each member of the tuple t is printed, as Numba prints them.
import numpy as np
from numba import njit


@njit
def print_vararg(a, b, c):
    print(a, b, *c)


@njit
def print_string_vararg(a, b, c):
    print(a, "hop!", b, *c)


@njit
def print_shape(a):
    print(*a.shape)
    t = (1.5, "x", True)
    print(*t)
    print(*(a.sum(), a.size))
    return a.ndim


# call: print_vararg(1, (2, 3), (4, complex(0.0, 5.0)))
# call: print_string_vararg(1, (2, 3), (4, complex(0.0, 5.0)))
# call: print_shape(np.arange(6.0).reshape(2, 3))
