"""@guvectorize with int32 and float64 loops: an exact dtype match runs its loop, other dtypes the first loop they cast to safely."""
import numpy as np
from numba import guvectorize


@guvectorize(["void(int32[:], int32[:])", "void(float64[:], float64[:])"], "(n)->()")
def span(x, out):
    lo = x[0]
    hi = x[0]
    for v in x:
        lo = min(lo, v)
        hi = max(hi, v)
    out[0] = hi - lo

# call: span(np.array([3, 9, -2], dtype=np.int32))
# call: span(np.array([[3, 9, -2], [1, 1, 1]], dtype=np.int16))
# call: span(np.array([3, 9, -2]))
# call: span(np.array([0.5, 2.25, -1.0]))
