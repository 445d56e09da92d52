"""Starred tuple builds whose items include None (list.append/extend results), as Numba's test_tuples test_build_tuple_unpack*: the usecases with the same calls."""
import numpy as np
from numba import njit


@njit
def build_with_calls(a):
    z = [1, 2]
    return (*a, z.append(3), z.extend(a), np.ones(3)), z


@njit
def build_nested(a):
    z = [1, 2]
    return (*a, *(*a, a), *(a, (*(a, (1, 2), *(3,), *a),
            (a, 1, (2, 3), *a, 1), (1,))),
            *(z.append(4), z.extend(a))), z

# call: build_with_calls((4, 5))
# call: build_nested((10, 20))
