"""var and std of complex arrays (real, float32 for complex64), and prod and cumprod of complex64 arrays with
Numba's float32 products (each part's products rounded before the sum), on 1-d, 2-d, strided and empty arrays."""
import numpy as np
from numba import njit


@njit
def var_std(a):
    return a.var(), a.std(), np.var(a), np.std(a)


@njit
def prods(a):
    return a.prod(), np.prod(a), np.cumprod(a), a.cumprod()


@njit
def strided(a):
    b = a[::2]
    return b.var(), b.std(), b.prod(), b.cumprod()

# call: var_std(np.array([0.1-0.09j, 0.2+0.18j, 0.3-0.27j, 0.4+0.36j, 0.5-0.45j], dtype=np.complex64))
# call: var_std(np.array([[1.2-1.09j, 1.1-1j], [1+0.9j, 0.9-0.8j], [0.7+0.6j, 0.3+0.27j]], dtype=np.complex64))
# call: var_std(np.array([1.5+2j, -0.5+0.25j, 3.0-1j, 2.2+0.1j]))
# call: var_std(np.array([[1.5+2j, -0.5+0.25j], [3.0-1j, 2.2+0.1j]]).T)
# call: var_std(np.zeros(0, dtype=np.complex64))
# call: prods(np.array([0.1-0.09j, 0.2+0.18j, 0.3-0.27j, 0.4+0.36j, 0.5-0.45j, 0.6+0.54j, 0.7-0.63j], dtype=np.complex64))
# call: prods(np.array([[1.2-1.09j, 1.1-1j], [1+0.9j, 0.9-0.8j], [0.7+0.6j, 0.3+0.27j]], dtype=np.complex64))
# call: prods(np.array([[1.2-1.09j, 1.1-1j], [1+0.9j, 0.9-0.8j]], dtype=np.complex64).T)
# call: prods(np.zeros(0, dtype=np.complex64))
# call: prods(np.array([1.5+2j, -0.5+0.25j, 3.0-1j]))
# call: strided(np.array([0.1-0.09j, 0.2+0.18j, 0.3-0.27j, 0.4+0.36j, 0.5-0.45j, 0.6+0.54j, 0.7-0.63j], dtype=np.complex64))
