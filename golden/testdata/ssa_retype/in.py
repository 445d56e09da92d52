import numpy as np
from numba import njit
@njit
def f(a):
    t = a * 2
    s = t.sum()
    t = s + 1.0
    return t
@njit
def g(n):
    x = (1, 2)
    s = x[0] + x[1]
    x = (1.5, 2, 3)
    return s + x[2]
@njit
def h(n):
    if n > 0:
        v = 1
    else:
        v = 2.5
    return v

# call: f(np.arange(3.0))
# call: g(1)
# call: h(1)
# call: h(-1)
