"""List and tuple literals given to NumPy functions are arrays, as NumPy reads them (fuzz finding: the
generator crashed on np.where([0])); np.flatnonzero of a list, which Numba also accepts, among them."""
# oracle: cpython Numba 0.56 takes a list literal only in np.array, np.asarray and a few functions such as np.flatnonzero; NumPy takes it everywhere
import numpy as np
from numba import njit


@njit
def reductions(x):
    return np.sum([1, 2, x]) + np.mean(([1.0, 2.0], [3.0, 5.0])) + np.argmax([1, 3, 2])


@njit
def arrays(x):
    c = np.cumsum([1.0, 2.0, x])
    d = np.diff([1, 2, 4, 8])
    nz = np.where([0, 2, 0, 3])[0]
    f = np.flatnonzero([0, 1, 1])
    return c[2] + d[2] + nz[1] + f[0]


@njit
def statement(x):
    np.where([0])
    return x


# call: reductions(2.5)
# call: arrays(0.5)
# call: statement(1.0)
