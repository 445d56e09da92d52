"""NumPy features Numba 0.56 cannot compile: np.newaxis, axis= on max/min/mean/prod/all,
nbytes, np.isclose/allclose and linspace(endpoint=False), and NumPy's own text for a
broadcasting error (Numba's names its source file). pygo compiles them with NumPy's meaning,
so this case is checked against NumPy."""
# oracle: cpython
import numpy as np
from numba import njit


@njit
def axes(m):
    return m.max(axis=0), np.min(m, axis=1), np.mean(m, axis=0), np.prod(m, axis=1), np.all(m > 0, axis=0)


@njit
def newaxis(a, b):
    return a[:, None] + b[None, :], a[np.newaxis, 1:]


@njit
def closeness(a, b):
    return np.allclose(a, b), np.isclose(1.0, 1.0 + 1e-9), np.isclose(1.0, 1.1)


@njit
def mismatch(a, b):
    return a + b


@njit
def misc(a):
    return a.nbytes, np.linspace(0.0, 1.0, 4, False)

# call: axes(np.arange(1.0, 13.0).reshape(3, 4))
# call: newaxis(np.arange(3.0), np.arange(4.0) * 10)
# call: closeness(np.array([1.0, 2.0]), np.array([1.0, 2.0 + 1e-10]))
# call: closeness(np.array([1.0, 2.0]), np.array([1.0, 2.1]))
# call: misc(np.zeros((2, 3)))
# call: mismatch(np.arange(3.0), np.arange(4.0))
# call: mismatch(np.ones((2, 3)), np.ones((3, 2)))
