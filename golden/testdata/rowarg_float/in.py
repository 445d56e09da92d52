# argmax and argmin of float rows in a loop (kernels.RowArgMax, RowArgMin) and of whole arrays:
# the first extreme wins ties (-0.0 and 0.0 too), the first NaN wins, infinities, rows read
# backwards (negative strides), one-element rows, empty rows, and rows of 16 elements or more,
# which a CPU with AVX2 searches with vector instructions.
import numpy as np
from numba import njit


@njit
def arg_rows(x):
    n = x.shape[0]
    out = np.empty((n, 2), dtype=np.int64)
    for j in range(n):
        out[j, 0] = np.argmax(x[j])
        out[j, 1] = x[j].argmin()
    return out


@njit
def arg_rows_back(x):
    # x[::-1, ::-1] reads every row from its end.
    y = x[::-1, ::-1]
    k = 0
    for j in range(y.shape[0]):
        k = k * 7 + np.argmax(y[j]) * 3 + np.argmin(y[j])
    return k


@njit
def arg_rows_f32(x):
    y = x.astype(np.float32)
    z = y.T
    out = np.zeros(y.shape[0] + z.shape[0], dtype=np.int64)
    for j in range(y.shape[0]):
        out[j] = np.argmax(y[j]) - np.argmin(y[j]) * 10
    for j in range(z.shape[0]):
        out[y.shape[0] + j] = np.argmax(z[j]) - z[j].argmin() * 10
    return out


@njit
def arg_whole(x):
    y = x.astype(np.float32)
    return np.argmax(x), x.argmin(), np.argmax(y), y.argmin()


@njit
def arg_axis(x):
    y = x.astype(np.float32)
    return np.argmax(x, axis=1), np.argmin(x, axis=1), np.argmax(x, axis=0), np.argmin(y, axis=1)


@njit
def empty_argmin(x):
    return np.argmin(x[1])


# call: arg_rows(np.array([[-0.0, 0.0, 0.0, -0.0], [0.0, -0.0, -1.0, -1.0], [float("-inf"), float("inf"), float("inf"), float("-inf")], [2.0, 2.0, 2.0, 2.0], [1.0, 5.0, 3.0, float("nan")], [float("nan"), 1.0, float("nan"), -1.0], [-3.0, float("-inf"), 7.0, float("inf")]]))
# call: arg_rows(np.sin(np.arange(96.0) * 1.7).reshape(3, 32))
# call: arg_rows(np.array([[4.0], [float("nan")], [-0.0]]))
# call: arg_rows_back(np.array([[1.0, 3.0, 3.0, 0.0], [-0.0, 0.0, 5.0, 5.0], [2.0, float("nan"), 9.0, float("nan")]]))
# call: arg_rows_back(np.cos(np.arange(40.0)).reshape(5, 8))
# call: arg_rows_f32(np.array([[1e-40, -1e-40, 0.0, 3.0], [float("nan"), 1.0, 1.0, -1.0], [1e39, -1e39, 2.0, 2.0]]))
# call: arg_rows_f32(np.sin(np.arange(30.0)).reshape(5, 6))
# call: arg_rows(np.array([[0.0] * 7 + [-0.0, 3.0, 1.0, 3.0] + [-0.0] * 10 + [-5.0, -5.0], [1.0] * 20 + [float("nan"), 2.0, float("nan")], [float("-inf")] * 10 + [float("inf")] * 13, [2.0] * 16 + [1.0] * 7]))
# call: arg_rows(np.cos(np.arange(200.0) * 0.37).reshape(4, 50))
# call: arg_whole(np.cos(np.arange(35.0) * 0.7))
# call: arg_whole(np.array([1.0, 4.0] * 20 + [float("nan")] + [9.0] * 5))
# call: arg_whole(np.array([[-0.0, 0.0] * 9, [0.0, -0.0] * 9]))
# call: arg_whole(np.array([3.0] * 16 + [float("nan")]))
# call: arg_axis(np.array([[0.0] * 8 + [-0.0, 3.0, 1.0, 3.0] + [-0.0] * 10 + [-5.0, -5.0], [1.0] * 21 + [float("nan"), 2.0, float("nan")], [float("-inf")] * 11 + [float("inf")] * 13]))
# call: arg_axis(np.sin(np.arange(120.0) * 0.9).reshape(5, 24))
# call: empty_argmin(np.zeros((3, 0)))
