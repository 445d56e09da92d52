"""A 3x3 filter applied to an image ('valid' region): four nested loops over 2-d arrays."""
import numpy as np
from numba import njit


@njit
def conv_2d(img, w):
    n, m = img.shape
    out = np.zeros((n - 2, m - 2))
    for i in range(n - 2):
        for j in range(m - 2):
            s = 0.0
            for di in range(3):
                for dj in range(3):
                    s += img[i + di, j + dj] * w[di, dj]
            out[i, j] = s
    return out


ENTRY = "conv_2d"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(12345)
    n = 30 if size == "small" else 2000
    img = rng.uniform(0.0, 255.0, (n, n))
    w = np.array([[1.0, 2.0, 1.0], [2.0, 4.0, 2.0], [1.0, 2.0, 1.0]]) / 16.0
    return (img, w)
