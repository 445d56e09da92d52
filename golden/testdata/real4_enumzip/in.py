"""for i, (a, b) in enumerate(zip(x, y)); zip of three arrays; a negative-step range; while True with break; assert."""
import numpy as np
from numba import njit


@njit
def pairs(x, y, z):
    s = 0.0
    for i, (a, b) in enumerate(zip(x, y)):
        s += i * a * b
    t = 0.0
    for a, b, c in zip(x, y, z):
        t += a - b + c
    r = 0
    for i in range(4, -1, -1):
        r = r * 10 + i
    k = 0
    while True:
        k += 1
        if k * k > 50:
            break
    assert k == 8, "k should be 8"
    return s, t, r, k

# call: pairs(np.array([1.0, 2.0, 3.0]), np.array([4.0, 5.0, 6.0]), np.array([0.5, 0.5, 0.5]))
