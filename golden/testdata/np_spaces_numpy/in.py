"""np.logspace with endpoint= and base=, and np.geomspace, which Numba 0.56 does not compile
(it supports logspace's first three arguments only, and no geomspace)."""
# oracle: cpython Numba 0.56 has no np.geomspace and no logspace endpoint/base
import numpy as np
from numba import njit


@njit
def spaces(a, b, n):
    return np.logspace(a, b, n, False), np.logspace(a, b, n, base=2.0), np.geomspace(1.0, 1000.0, n)


@njit
def geoms(a, b, n):
    return np.geomspace(a, b, n), np.geomspace(a, b, n, endpoint=False)

# call: spaces(0.0, 2.0, 5)
# call: spaces(1, 3, 3)
# call: geoms(1.0, 256.0, 9)
# call: geoms(-2.0, -32.0, 5)
# call: geoms(0.5, 8.0, 1)
