"""Idioms of real kernels together: a pairwise-distance broadcast over three axes (reshaped: Numba rejects None indexes), argsort
reversed, nonzero and where of a mask, cumsum()[-1], masked sums, NumPy scalar constructors,
.item(), a reversed range loop with break, axis sums, median and percentile."""
import numpy as np
import math
from numba import njit

@njit
def pairwise(a, b):
    d = a.reshape(a.shape[0], 1, a.shape[1]) - b.reshape(1, b.shape[0], b.shape[1])
    return np.sqrt((d ** 2).sum(axis=2))

@njit
def misc(a):
    idx = np.argsort(a)[::-1]
    nz = np.nonzero(a > 0.5)[0]
    w = np.where(a > 0.5)[0]
    c = np.cumsum(a)[-1]
    x = a[a > 0].sum()
    y = np.int64(3) + np.float32(2.5)
    z = a[:1].item() if a.size else 0.0
    it = 0
    for i in range(len(a) - 1, -1, -1):
        if math.isnan(a[i]):
            break
        it += 1
    return idx[0] + nz.size + w.size + c + x + y + z + it + a.ndim

@njit
def stats(m):
    mu = m.sum(axis=0) / m.shape[0]
    sd = m.std()
    out = np.empty((m.shape[0],), dtype=np.float64)
    for i in range(m.shape[0]):
        out[i] = ((m[i] - mu) ** 2).sum() / sd
    return out, mu.argmax(), np.median(out), np.percentile(out, 90)

# call: pairwise(np.arange(6.0).reshape(3, 2), np.array([[0.5, 1.0], [2.0, -1.0]]))
# call: misc(np.array([0.25, 0.75, 1.5, -2.0, 0.6]))
# call: misc(np.array([0.25, np.nan, 1.5]))
# call: stats(np.arange(12.0).reshape(4, 3) ** 1.5)
