# Reductions of a row in a loop (argmax, argmin, max, min, sum of x[j], x[j, :]): inline loops
# over the row, for C-contiguous and strided arrays, NaN rows, integers, float32 and 3-d arrays.
import numpy as np
from numba import njit


@njit
def rows_f(x):
    n = x.shape[0]
    am = np.empty(n, dtype=np.int64)
    ai = np.empty(n, dtype=np.int64)
    mx = np.empty(n)
    mn = np.empty(n)
    sm = np.empty(n)
    for j in range(n):
        am[j] = np.argmax(x[j])
        ai[j] = x[j, :].argmin()
        mx[j] = np.max(x[j])
        mn[j] = x[j].min()
        sm[j] = np.sum(x[j, :])
    return am, ai, mx, mn, sm


@njit
def rows_t(x):
    # x.T and x[:, ::2] are not C-contiguous: their rows are strided.
    y = x.T
    z = x[:, ::2]
    r = 0.0
    k = 0
    for j in range(y.shape[0]):
        k += np.argmax(y[j]) * 10 + np.argmin(y[-1 - j])
        r += np.amax(y[j]) - np.amin(y[j]) + y[j].sum()
    for j in range(z.shape[0]):
        k += z[j].argmax()
        r += z[j].max() + np.sum(z[j])
    return k, r


@njit
def rows_i(x):
    s = 0
    k = 0
    m = 0
    for j in range(x.shape[0]):
        s += np.sum(x[j])
        k += np.argmax(x[j]) + np.argmin(x[j, :])
        m += np.max(x[j]) - np.min(x[j])
    return s, k, m


@njit
def rows_3d(x):
    out = np.zeros((x.shape[0], x.shape[1]), dtype=x.dtype)
    idx = np.zeros((x.shape[0], x.shape[1]), dtype=np.int64)
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            out[i, j] = x[i, j].sum() + np.max(x[i, j, :])
            idx[i, j] = np.argmin(x[i, -1 - j])
    return out, idx


@njit
def rows_off(x):
    # x[1:, 1:] starts past the first element (layout A), x[1:] keeps layout C.
    y = x[1:, 1:]
    w = x[1:]
    r = 0.0
    k = 0
    for j in range(y.shape[0]):
        k += np.argmax(y[j]) + w[j].argmin()
        r += y[j].sum() + np.max(w[j, :]) - np.min(y[j])
    return k, r


@njit
def empty_argmax(x):
    return np.argmax(x[0])


@njit
def empty_max(x):
    return np.max(x[1])


# call: rows_f(np.array([[1.0, 3.0, 3.0, -2.0], [np.nan, 1.0, 5.0, 0.0], [0.0, -0.0, 2.0, np.nan], [-1.0, -1.0, -1.0, -1.0], [4.0, 2.0, np.nan, np.nan]]))
# call: rows_f(np.arange(24.0).reshape(4, 6) % 7 - 3.0)
# call: rows_f(np.sin(np.arange(60.0)).reshape(12, 5))
# call: rows_t(np.cos(np.arange(42.0)).reshape(6, 7))
# call: rows_t(np.array([[1.0, np.nan, 2.0], [3.0, 0.5, np.nan], [0.0, 8.0, 1.0], [2.0, 2.0, -2.0]]))
# call: rows_i(np.arange(30, dtype=np.int32).reshape(5, 6) % 7 - 2)
# call: rows_i(np.array([[2**31 - 1, 2**31 - 1], [5, -7]], dtype=np.int32))
# call: rows_i(np.arange(12, dtype=np.uint8).reshape(3, 4) * 40)
# call: rows_f(np.sin(np.arange(20, dtype=np.float32)).reshape(4, 5))
# call: rows_3d(np.sin(np.arange(60.0)).reshape(3, 4, 5))
# call: rows_3d(np.arange(24, dtype=np.int64).reshape(2, 3, 4) % 5)
# call: rows_off(np.sin(np.arange(35.0)).reshape(5, 7))
# call: rows_off(np.array([[1.0, 2.0, 3.0], [4.0, np.nan, 6.0], [9.0, 8.0, -np.inf]]))
# call: empty_argmax(np.zeros((2, 0)))
# call: empty_max(np.zeros((2, 0)))
