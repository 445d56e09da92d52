# call: f(np.arange(10))
# call: f(np.array([-1.1, float("nan"), 2.2]))
# call: f((4, 2, 5))
# call: f((1,))
# call: f([2.2, -2.3, 0.1])
# call: f(6)
# call: f(6.5)
# call: f(complex(1.0, 4.0))
# call: f([2.2, float("nan")])
# call: f(((4.1, 2.0, -7.6), (4.3, 2.7, 5.2)))
# call: f(float("nan"))
import numpy as np
from numba import njit

@njit
def f(a):
    return np.ptp(a)
