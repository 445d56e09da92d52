"""Module-level NumPy scalars (np.float32(0.5), np.int8(-3), np.uint16(7.9) truncated,
np.bool_(2), np.complex64(1.5)) and small constant arrays (np.array of nested lists and
tuples, with and without dtype), which Numba freezes into the compiled code."""
import numpy as np
from numba import njit

HALF = np.float32(0.5)
NEG = np.int8(-3)
U = np.uint16(7.9)
B = np.bool_(2)
Z = np.complex64(1.5)
W = np.array([1.0, 2.0, 3.0])
K = np.array([[1, 2, 3], [4, 5, 6]])
F32 = np.array((0.25, 0.5), dtype=np.float32)
M = np.asarray([[1, 0], [0, 2.5]])


@njit
def scalars(x):
    return x * HALF, NEG * 2, U + 1, B, Z * 2, HALF


@njit
def arrays(v):
    return W * v, K.sum(), K[1, 2], F32 + 1, M @ np.array([1.0, 1.0]), W.shape, K.shape

# call: scalars(3.0)
# call: arrays(2.0)
