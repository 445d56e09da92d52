"""@vectorize with several signatures (int and float), a piecewise body, called with arrays and scalars and from @njit."""
import math
import numpy as np
from numba import vectorize, njit


@vectorize(["float64(float64, float64)", "float32(float32, float32)", "int64(int64, int64)"])
def soft_clip(x, t):
    if x > t:
        return t + (x - t) / 2
    if x < -t:
        return -t + (x + t) / 2
    return x


@vectorize(["float64(float64)"])
def sigmoid(x):
    return 1.0 / (1.0 + math.exp(-x))


@njit
def layer(w, x, b):
    return sigmoid(w @ x + b)

# call: soft_clip(np.array([-5.0, -1.0, 0.5, 3.0, 10.0]), 2.0)
# call: soft_clip(np.array([-5, -1, 0, 3, 10]), 2)
# call: soft_clip(np.array([-5.0, 3.0], dtype=np.float32), np.array([1.5, 1.5], dtype=np.float32))
# call: layer(np.array([[0.5, -1.0], [2.0, 0.25]]), np.array([1.0, 2.0]), np.array([0.1, -0.2]))
