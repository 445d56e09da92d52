"""np.linalg.lstsq(a, b, rcond) as gelsd computes it, for float64, float32, complex128 and
complex64 matrices and a vector or matrix b: the minimum-norm solution, the residual sums of
squares (one per column of b, empty unless the rank is n < m), the rank and the singular values;
rcond drops singular values at most rcond times the largest (outside (0, 1) it means the
machine epsilon); a one-column matrix has rank 1; mismatched rows, empty and NaN input raise
Numba's LinAlgError."""
import numpy as np
from numba import njit


@njit
def lstsq(a, b):
    return np.linalg.lstsq(a, b)


@njit
def lstsq_rcond(a, b, rcond):
    return np.linalg.lstsq(a, b, rcond)


# call: lstsq(np.array([[1, 2j], [3, 4], [5j, 6]]), np.array([1, 2 - 1j, 0.5j]))
# call: lstsq(np.array([[1, 2j], [3, 4], [5j, 6]]), np.array([[1, 0], [2 - 1j, 1j], [0.5j, 2]]))
# call: lstsq(np.array([[1 + 1j, 2, 3], [4, 5j, 6]]), np.array([1j, 2]))
# call: lstsq(np.array([[1, 2j], [2, 4j], [3, 6j]]), np.array([1, 2, 3 + 1j]))
# call: lstsq(np.array([[1, 2j], [3, 4], [5j, 6]], dtype=np.complex64), np.array([1, 2 - 1j, 0.5j], dtype=np.complex64))
# call: lstsq(np.array([[1.0], [1.5], [2.0], [2.5]]), np.array([[1.0, 2.0], [1.5, 2.5], [2.0, 3.5], [2.5, 3.0]]))
# call: lstsq(np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=np.float32), np.array([[1.0], [2.0], [2.5]], dtype=np.float32))
# call: lstsq(np.array([[1, 2j], [3, 4]]), np.array([1, 2, 3j]))
# call: lstsq(np.zeros((0, 2), dtype=np.complex128), np.zeros(0, dtype=np.complex128))
# call: lstsq(np.array([[1, 2j], [3, 4]]), np.array([1, np.nan + 0j]))
# call: lstsq_rcond(np.array([[10.0, 0, 0], [0, 5.0, 0], [0, 0, 1.0], [1, 1, 1]]), np.array([1.0, 2.0, 3.0, 4.0]), 0.3)
# call: lstsq_rcond(np.array([[10.0, 0, 0], [0, 5.0, 0], [0, 0, 1.0], [1, 1, 1]]), np.array([1.0, 2.0, 3.0, 4.0]), 2.0)
# call: lstsq_rcond(np.array([[10j, 0, 0], [0, 5, 0], [0, 0, 1], [1, 1, 1]]), np.array([[1, 2j], [2, 0], [3, 1], [4, -1j]]), 0.3)
# call: lstsq_rcond(np.array([[10.0, 0, 0], [0, 5.0, 0], [0, 0, 1.0], [1, 1, 1]], dtype=np.float32), np.array([1.0, 2.0, 3.0, 4.0], dtype=np.float32), 0.05)
