"""3-d and 4-d arrays: indexing with integers and negative indices, slicing to lower dimensions,
reductions over each axis, reshape between ranks and a loop nest over a 4-d array."""
import numpy as np
from numba import njit


@njit
def cube(n):
    a = np.arange(n * 3 * 4 * 1.0).reshape(n, 3, 4)
    return (a[1, 2, 3], a[-1, -1, -1], a[0, 1], a[:, 0, :], a[1, :, ::2],
            a.sum(axis=0), a.sum(axis=1), a.sum(axis=2), a.argmax(axis=2), a.mean())


@njit
def tesseract(a):
    t = 0.0
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            for k in range(a.shape[2]):
                for l in range(a.shape[3]):
                    t += a[i, j, k, l] * (i - j + k - l)
    b = a.reshape(a.shape[0] * a.shape[1], a.shape[2] * a.shape[3])
    return t, b.sum(axis=1), a[1, 0, 1], a.sum(axis=3), a.argmin(axis=0), a.ndim, a.size


@njit
def write_3d(a):
    a[0] = 1.0
    a[:, 1, :] += 10.0
    a[-1, :, -1] = -a[-1, :, 0]
    return a

@njit
def views3(a):
    s = 0.0
    for plane in a:
        for row in plane:
            s = s * 0.5 + row[-1]
    return s, a[..., 0], a.T[0], a.sum(axis=-1), np.sum(a, axis=-2), a[1, ..., ::-1]

# call: cube(2)
# call: tesseract(np.arange(36.0).reshape(2, 3, 2, 3))
# call: write_3d(np.zeros((2, 3, 2)))
# call: views3(np.asfortranarray(np.arange(24.0).reshape(2, 3, 4)))
