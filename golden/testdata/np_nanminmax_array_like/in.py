# call: g(complex(1.0, -2.0))
# call: f([1, 6, 4, 2])
# call: f(((-10, 4, -12), (5, 200, -30)))
# call: f((2,))
# call: f(3.142)
# call: f(False)
# call: f((float("nan"), 3.142, -5.2, 3.0))
# call: f([(float("nan"), 1.1), (-4.4, 8.7)])
# call: g([1, 6, 4, 2])
import numpy as np
from numba import njit

@njit
def f(a):
    return np.nanmin(a)

@njit
def g(a):
    return np.nanmax(a)
