"""np.trapz(y, x) where the widths diff(x) broadcast against the panel averages, as in Numba
0.56 (test_np_functions' np_trapz_x usecase): one width for every panel, one panel for every
width, an empty y giving 0.0."""
import numpy as np
from numba import njit


@njit
def trapz_x(y, x):
    return np.trapz(y, x)

# call: trapz_x(np.array([1.0, 2.0, 4.0]), np.array([0.0, 1.0, 3.0]))
# call: trapz_x(np.array([], dtype=np.float64), np.array([2, 3]))
# call: trapz_x(np.array([1.0, 2.0, 4.0, 8.0]), np.array([0.0, 0.5]))
# call: trapz_x(np.array([1.0, 3.0]), np.array([0.0, 1.0, 3.0, 6.0]))
