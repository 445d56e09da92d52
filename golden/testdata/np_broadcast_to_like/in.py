# np.broadcast_to of a number, a tuple or a list (array_like), as Numba 0.56 takes them.
import numpy as np
from numba import njit


@njit
def numpy_broadcast_to(arr, shape):
    return np.broadcast_to(arr, shape)


@njit
def literals(n):
    a = np.broadcast_to(2.5, (n, 3))
    b = np.broadcast_to((1, 2, 3), (2, 3))
    c = np.broadcast_to([1.0, -1.0], (3, 2))
    return a, b, c, np.broadcast_to(7, 4).sum()


# call: numpy_broadcast_to(2, (2, 2))
# call: numpy_broadcast_to((1, 2), (2, 2))
# call: numpy_broadcast_to(1.5, (3,))
# call: numpy_broadcast_to(True, (2, 1, 2))
# call: literals(2)
