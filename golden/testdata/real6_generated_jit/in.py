"""Real code: @generated_jit dispatching on argument types, as Numba's docs and older libraries
write it: isinstance tests against Numba's type classes, implementations returned as lambdas,
nested functions (with other parameter names) or module functions."""
import numpy as np
from numba import njit, generated_jit, types


@generated_jit(nopython=True)
def is_missing(x):
    if isinstance(x, types.Float):
        return lambda x: np.isnan(x)
    else:
        return lambda x: False


@njit
def array_total(a):
    s = 0.0
    for v in a.flat:
        s += v
    return s


@generated_jit(nopython=True)
def total(a):
    if isinstance(a, types.Array):
        if a.ndim == 1:
            def impl1(a):
                return a.sum() * 1.0
            return impl1
        return array_total
    elif isinstance(a, types.Integer):
        return lambda a: float(a) + 0.5
    else:
        return lambda a: a


@generated_jit(nopython=True)
def scale(x, k):
    if x == types.float32 or isinstance(x, types.Complex):
        return lambda x, k: x
    if k is types.none:
        return lambda x, k: x * 2
    return lambda x, k: x * k


@njit
def count_missing(xs, k):
    n = 0
    for x in xs:
        if is_missing(x):
            n += 1
    if is_missing(k):
        n += 100
    return n, total(xs), total(k), total(2.5), total(np.ones((2, 3))), scale(3.0, None), scale(3.0, 4), scale(1j, 2)


# call: count_missing(np.array([1.0, np.nan, 3.0, np.nan]), 4)
# call: count_missing(np.array([np.nan]), 1)
# call: count_missing(np.array([2.0, 5.0]), float('nan'))
