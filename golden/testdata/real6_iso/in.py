"""Real code: isotonic regression by pool-adjacent-violators as scikit-learn's _isotonic writes
it (in-place on y and w, a target array of block ends, while loops), and linear interpolation
with extrapolation as scipy's interp1d does with searchsorted."""
import numpy as np
from numba import njit


@njit(cache=True)
def inplace_contiguous_isotonic_regression(y, w):
    n = y.shape[0]
    target = np.arange(n, dtype=np.intp)
    i = 0
    while i < n:
        k = target[i] + 1
        if k == n:
            break
        if y[i] < y[k]:
            i = k
            continue
        sum_wy = w[i] * y[i]
        sum_w = w[i]
        while True:
            prev_y = y[k]
            sum_wy += w[k] * y[k]
            sum_w += w[k]
            k = target[k] + 1
            if k == n or prev_y < y[k]:
                y[i] = sum_wy / sum_w
                w[i] = sum_w
                target[i] = k - 1
                target[k - 1] = i
                if i > 0:
                    i = target[i - 1]
                break
    i = 0
    while i < n:
        k = target[i] + 1
        y[i + 1:k] = y[i]
        i = k
    return y


@njit
def interp_extrap(x, xp, fp):
    idx = np.searchsorted(xp, x)
    idx = np.clip(idx, 1, len(xp) - 1)
    x0 = xp[idx - 1]
    x1 = xp[idx]
    y0 = fp[idx - 1]
    y1 = fp[idx]
    slope = (y1 - y0) / (x1 - x0)
    return y0 + slope * (x - x0)


# call: inplace_contiguous_isotonic_regression(np.array([1.0, 3.0, 2.0, 4.0, 3.5, 5.0, 0.5]), np.ones(7))
# call: inplace_contiguous_isotonic_regression(np.array([5.0, 4.0, 3.0, 2.0]), np.array([1.0, 2.0, 1.0, 2.0]))
# call: interp_extrap(np.array([-1.0, 0.5, 1.5, 3.0, 4.5]), np.array([0.0, 1.0, 2.0, 4.0]), np.array([0.0, 10.0, 15.0, 5.0]))
