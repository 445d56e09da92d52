"""Array assembly: np.concatenate, np.hstack, np.vstack, np.column_stack, reshape(-1), astype, np.stack on axis 1."""
import numpy as np
from numba import njit


@njit
def assemble(a, b):
    c = np.concatenate((a, b))
    h = np.hstack((a, b))
    v = np.vstack((a, b))
    cs = np.column_stack((a, b))
    s = np.stack((a, b), axis=1)
    r = v.reshape(-1)
    i = (c * 10).astype(np.int32)
    return c, h, v, cs, s, r, i, v.T.copy().ravel()

# call: assemble(np.array([1.0, 2.5, 3.0]), np.array([-1.0, 0.25, 4.0]))
