"""np.linalg.svd(a, full_matrices): with a false full_matrices, u is m×k and vh k×n (k = min(m, n)),
for tall, wide and square matrices of float64, float32, complex128 and complex64; the flag may
be a keyword, a run-time bool or an integer (Numba tests its truth when the function runs).
Singular vectors are unique only up to sign (phase for complex), so the functions return the
shapes, the singular values, |u|, |vh| and how well u·diag(s)·vh rebuilds a."""
import numpy as np
from numba import njit


@njit
def rebuilt(u, s, vh, a):
    k = s.shape[0]
    us = u[:, :k] * s
    return np.abs(us @ vh[:k, :] - a).max() < 1e-5


@njit
def reduced(a):
    u, s, vh = np.linalg.svd(a, full_matrices=False)
    return u.shape, s, vh.shape, np.abs(u), np.abs(vh), rebuilt(u, s, vh, a)


@njit
def by_flag(a, full):
    u, s, vh = np.linalg.svd(a, full)
    return u.shape, s, vh.shape, rebuilt(u, s, vh, a)


@njit
def positional(a):
    u, s, vh = np.linalg.svd(a, False)
    return u.shape, vh.shape, s

# call: reduced(np.array([[3.0, 1.0], [1.0, 3.0], [0.0, 2.0], [1.0, 0.0]]))
# call: reduced(np.array([[3.0, 1.0, 0.5, 2.0], [1.0, 3.0, -1.0, 0.0]]))
# call: reduced(np.array([[4.0, 1.0], [2.0, 3.0]]))
# call: reduced(np.array([[3.0, 1.0], [1.0, 3.0], [0.0, 2.0]], dtype=np.float32))
# call: reduced(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0], [0.25, -1j, 4], [1, 1, 1j]]))
# call: reduced(np.array([[1 + 1j, 2, 0.5j], [3j, 1, 0]]))
# call: reduced(np.array([[2, 1 - 1j], [1j, 3], [1, 1]], dtype=np.complex64))
# call: reduced(np.asfortranarray(np.array([[3.0, 1.0], [1.0, 3.0], [0.0, 2.0]])))
# call: reduced(np.array([[3.0, 1.0, 4.0, 1.0, 5.0, 9.0]]))
# call: by_flag(np.array([[3.0, 1.0], [1.0, 3.0], [0.0, 2.0]]), True)
# call: by_flag(np.array([[3.0, 1.0], [1.0, 3.0], [0.0, 2.0]]), False)
# call: by_flag(np.array([[3.0, 1.0, 0.5], [1.0, 3.0, -1.0]]), 0)
# call: by_flag(np.array([[3.0, 1.0, 0.5], [1.0, 3.0, -1.0]]), 2)
# call: positional(np.arange(12.0).reshape(4, 3) ** 2)
# call: reduced(np.zeros((0, 3)))
# call: reduced(np.array([[1.0, np.nan], [0.0, 1.0]]))
