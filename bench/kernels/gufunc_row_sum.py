"""A @guvectorize gufunc reducing each row of a matrix to its sum of squares, (n)->()."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(float64[:], float64[:])"], "(n)->()")
def row_sumsq(x, out):
    acc = 0.0
    for i in range(x.shape[0]):
        acc += x[i] * x[i]
    out[0] = acc


ENTRY = "row_sumsq"


def inputs(size):
    """The arguments for size "small" (a check that runs in milliseconds) or "large" (timing)."""
    rng = np.random.RandomState(9)
    shape = (10, 13) if size == "small" else (4000, 500)
    return (rng.standard_normal(shape),)
