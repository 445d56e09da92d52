"""Real-style ufuncs: @vectorize with several signatures and target='parallel', @guvectorize moving window and row normalisation, ufuncs called from @njit code with arrays and scalars, reduce/accumulate, @stencil blur."""
import math
import numpy as np
from numba import njit, vectorize, guvectorize, stencil, float64, float32, int64


@vectorize([float64(float64, float64), float32(float32, float32)])
def logaddexp2(a, b):
    m = max(a, b)
    return m + np.log2(2.0 ** (a - m) + 2.0 ** (b - m))


@vectorize([int64(int64, int64), float64(float64, float64)], identity=0)
def sat_add(a, b):
    s = a + b
    return 100 if s > 100 else s


@vectorize(['float64(float64)'], target='parallel')
def sigmoid(x):
    return 1.0 / (1.0 + math.exp(-x))


@guvectorize([(float64[:], int64, float64[:])], '(n),()->(n)')
def move_mean(a, w, out):
    acc = 0.0
    for i in range(a.shape[0]):
        acc += a[i]
        if i >= w:
            acc -= a[i - w]
            out[i] = acc / w
        else:
            out[i] = acc / (i + 1)


@guvectorize(['void(float64[:], float64[:])'], '(n)->(n)')
def unit(r, out):
    s = 0.0
    for v in r:
        s += v * v
    s = math.sqrt(s)
    for i in range(r.size):
        out[i] = r[i] / s if s > 0 else 0.0


@stencil
def blur(a):
    return 0.25 * (a[0, 1] + a[1, 0] + a[0, -1] + a[-1, 0])


@njit
def pipeline(x):
    y = 1.0 / (1.0 + np.exp(-x))
    z = logaddexp2(y, 0.5)
    return z, sat_add(np.arange(5) * 30, 7), logaddexp2(1.0, 2.0)


@njit
def smooth(img):
    return blur(img)


# call: pipeline(np.linspace(-2.0, 2.0, 5))
# call: sat_add.reduce(np.array([40, 50, 30]))
# call: sigmoid(np.linspace(-3.0, 3.0, 7))
# call: move_mean(np.arange(8.0), 3)
# call: move_mean(np.arange(12.0).reshape(2, 6), 2)
# call: unit(np.array([[3.0, 4.0], [0.0, 0.0], [1.0, 1.0]]))
# call: smooth(np.arange(25.0).reshape(5, 5))
