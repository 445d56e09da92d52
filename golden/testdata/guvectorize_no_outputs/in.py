"""@guvectorize layouts without '->' (Numba 0.56 accepts them): every operand is an input, the kernel writes its results into some of them, and the call returns an empty tuple; loop dimensions broadcast, a '()' operand is a 1-element view, and core dimensions that disagree are NumPy's ValueError."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(int32[:, :], int32[:, :], int32[:, :])"], "(x,y),(x,y),(x,y)")
def guadd(a, b, c):
    x, y = c.shape
    for i in range(x):
        for j in range(y):
            c[i, j] = a[i, j] + b[i, j]


@guvectorize(["void(float64[:], float64[:])", "void(int64[:], int64[:])"], "(n),()")
def total_into(x, acc):
    s = 0
    for i in range(x.shape[0]):
        s += x[i]
    acc[0] = s


# call: guadd(np.arange(6, dtype=np.int32).reshape(2, 3), np.ones((2, 3), dtype=np.int32), np.zeros((2, 3), dtype=np.int32))
# call: guadd(np.arange(12, dtype=np.int32).reshape(2, 2, 3), np.full((2, 3), 5, dtype=np.int32), np.zeros((2, 2, 3), dtype=np.int32))
# call: total_into(np.arange(4.0), np.zeros(1))
# call: total_into(np.arange(6.0).reshape(2, 3), np.zeros(2))
# call: total_into(np.arange(6).reshape(3, 2), np.full(3, 7))
# call: total_into(np.arange(6.0).reshape(2, 3), np.zeros(3))
# call: guadd(np.ones((2, 3), dtype=np.int32), np.ones((3, 2), dtype=np.int32), np.zeros((2, 3), dtype=np.int32))
