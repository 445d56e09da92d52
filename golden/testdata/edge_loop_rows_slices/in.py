"""for loops over 2-d arrays (each row is a 1-d view), over slices and strided or reversed views,
nested loops over rows then elements, enumerate(zip(rows, weights)); writes through the row views."""
import numpy as np
from numba import njit


@njit
def row_norms(m):
    out = np.empty(m.shape[0])
    i = 0
    for row in m:
        s = 0.0
        for x in row:
            s += x * x
        out[i] = np.sqrt(s)
        i += 1
    return out


@njit
def normalise_rows(m):
    for row in m:
        row /= row.sum()
    return m


@njit
def over_slices(a, m):
    s = 0.0
    for x in a[1::2]:
        s += x
    for x in a[::-1][:2]:
        s -= x
    t = 0.0
    for r in m[::-1]:
        t = t * 10.0 + r[0]
    for c in m.T:
        t += c.sum()
    return s, t

@njit
def weighted_rows(m, w):
    out = np.zeros(m.shape[0])
    for k, (row, wk) in enumerate(zip(m, w)):
        out[k] = (row * wk).sum()
    return out

# call: row_norms(np.array([[3.0, 4.0], [5.0, 12.0], [0.0, 0.0]]))
# call: normalise_rows(np.arange(1.0, 7.0).reshape(2, 3))
# call: over_slices(np.arange(6.0), np.arange(6.0).reshape(3, 2))
# call: weighted_rows(np.asfortranarray(np.arange(6.0).reshape(3, 2)), np.array([1.0, 2.0, 3.0]))
