"""Julia set escape counts over a complex grid in prange, with complex128 arithmetic and abs."""
import numpy as np
from numba import njit, prange


@njit(parallel=True)
def julia(c, xs, ys, max_iter):
    out = np.zeros((ys.shape[0], xs.shape[0]), dtype=np.uint8)
    for i in prange(ys.shape[0]):
        for j in range(xs.shape[0]):
            z = complex(xs[j], ys[i])
            n = 0
            while abs(z) <= 2.0 and n < max_iter:
                z = z * z + c
                n += 1
            out[i, j] = n
    return out

# call: julia(complex(-0.8, 0.156), np.linspace(-1.5, 1.5, 12), np.linspace(-1.0, 1.0, 7), 60)
