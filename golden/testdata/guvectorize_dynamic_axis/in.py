"""A dynamic @guvectorize (layout only) called with NumPy's axis=, axes= and out=: the loop of the element types is compiled as for a plain call (out= gives the outputs after the inputs), the core dimension is taken from the named axis, and an axis out of bounds is NumPy's AxisError."""
import numpy as np
from numba import guvectorize


@guvectorize("(n)->(n)")
def running_sum(x, res):
    acc = 0
    for i in range(x.shape[0]):
        acc += x[i]
        res[i] = acc


@guvectorize("(n)->()")
def span(x, res):
    lo = x[0]
    hi = x[0]
    for v in x:
        lo = min(lo, v)
        hi = max(hi, v)
    res[0] = hi - lo

# call: running_sum(np.arange(6.0).reshape(2, 3), np.zeros((2, 3)), axis=0)
# call: running_sum(np.arange(12).reshape(3, 4), np.zeros((3, 4), dtype=np.int64), axis=-1)
# call: running_sum(np.arange(24.0).reshape(2, 3, 4), np.zeros((2, 3, 4)), axes=[(1,), (1,)])
# call: span(np.array([[3.0, -1.0], [7.5, 2.0], [0.5, 4.0]]), np.zeros(2), axis=0)
# call: span(np.arange(12).reshape(3, 4), np.zeros(3, dtype=np.int64), axes=[(1,), ()])
# call: running_sum(np.arange(4.0), out=np.zeros(4))
# call: running_sum(np.arange(6).reshape(3, 2), out=np.zeros((3, 2), dtype=np.int64), axis=0)
# call: running_sum(np.arange(6.0).reshape(2, 3), np.zeros((2, 3)), axis=2)
