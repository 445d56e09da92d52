"""np.trapz(y, x) with x of two or more dimensions, as Numba: the widths np.diff(x) along x's
last axis broadcast against y's panel averages, one integral per lane of the broadcast shape;
y and x of any real dtype, C or F layout (Numba rejects other views), a list for x, widths or panels of length one stretching,
and NumPy's broadcast error."""
import numpy as np
from numba import njit


@njit
def trapz(y, x):
    return np.trapz(y, x)


@njit
def trapz_views(y, x):
    return np.trapz(y, np.asfortranarray(x[:, :3])), np.trapz(y.T, np.asfortranarray(x[:3, :4]))

# call: trapz(np.arange(12.0).reshape(3, 4), np.arange(12.0).reshape(3, 4) ** 2)
# call: trapz(np.arange(4.0), np.arange(12.0).reshape(3, 4) ** 0.5)
# call: trapz(np.arange(12.0).reshape(3, 4), np.arange(4.0).reshape(1, 4))
# call: trapz(np.arange(24.0).reshape(2, 3, 4), np.arange(12.0).reshape(3, 4) * 0.5)
# call: trapz(np.arange(12, dtype=np.int32).reshape(3, 4), np.arange(12, dtype=np.int64).reshape(3, 4))
# call: trapz(np.arange(12, dtype=np.float32).reshape(3, 4) / 7, np.linspace(0.0, 1.0, 12).reshape(3, 4))
# call: trapz(np.arange(12.0).reshape(3, 4), np.arange(6.0).reshape(3, 2))
# call: trapz_views(np.arange(12.0).reshape(4, 3), np.arange(24.0).reshape(4, 6) ** 2)
# call: trapz(np.zeros((2, 0)), np.zeros((2, 1)))
# call: trapz(np.arange(3.0).reshape(3, 1), np.arange(6.0).reshape(3, 2))
