"""Optional arguments and optional arrays (usecases of Numba's test_optional.py): signatures with
optional(T) take None or a T at the Go boundary (kernels.Optional); an optional array is indexed,
assigned into and asked for its shape, checked at run time as in Numba (None raises TypeError);
a local variable that is None or an array is indexed after an `is not None` test."""
import numpy as np
from numba import njit

# sig: add_opt(float64, optional(float64))
# sig: update_first(float32, optional(float32[:]))
# sig: first(optional(int32[:]))
# sig: unpack(optional(UniTuple(int64, 2)))
# sig: local_index(int64)


@njit
def add_opt(x, y):
    if y is None:
        return x
    else:
        return x + y


@njit
def update_first(x, y):
    if y is None:
        return x
    else:
        y[0] += x
        return y[0]


@njit
def first(y):
    return y[0]


@njit
def unpack(x):
    if x is None:
        return
    else:
        a, b = x
        return a, b


@njit
def shape_of(arr, do_it):
    opt = None
    if do_it:
        opt = arr
    return opt.shape[0]


@njit
def local_index(n):
    a = None
    if n > 0:
        a = np.ones(n)
    if a is not None:
        return a[0]
    return 0.0

# call: add_opt(1.0, 12.3)
# call: add_opt(1.0, None)
# call: update_first(1.0, np.array([12.3], dtype=np.float32))
# call: update_first(1.0, None)
# call: first(np.array([0xabcd, 7], dtype=np.int32))
# call: first(None)
# call: unpack(None)
# call: unpack((1, 2))
# call: shape_of(np.arange(5), True)
# call: shape_of(np.arange(5), False)
# call: local_index(3)
# call: local_index(0)
