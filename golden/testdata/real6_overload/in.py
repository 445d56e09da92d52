"""@overload of a pure Python function (numba.extending): compiled code calls the function and
gets the implementation the overload returns for the argument types; the overload of a NumPy
function that pygo already compiles is left to Numba."""
import numpy as np
from numba import njit, types
from numba.extending import overload


def clip01(x):
    return min(max(x, 0.0), 1.0)


@overload(clip01)
def clip01_impl(x):
    if isinstance(x, types.Array):
        def impl(x):
            out = np.empty_like(x)
            for i in range(x.size):
                out.flat[i] = min(max(x.flat[i], 0.0), 1.0)
            return out
        return impl
    if isinstance(x, (types.Integer, types.Boolean)):
        return lambda x: float(min(max(x, 0), 1))
    return lambda x: min(max(x, 0.0), 1.0)


def norm(v, ord=None):
    pass


@overload(norm)
def norm_impl(v, ord=None):
    if ord is None or isinstance(ord, (types.NoneType, types.Omitted)):
        def impl(v, ord=None):
            return np.sqrt(np.sum(v * v))
        return impl
    def impl(v, ord=None):
        return np.sum(np.abs(v) ** ord) ** (1.0 / ord)
    return impl


@njit
def run(a, k):
    return clip01(a), clip01(k), clip01(-2.5), norm(a), norm(a, 1.0), norm(a, 3)


# call: run(np.array([-1.0, 0.25, 0.5, 2.0]), 3)
# call: run(np.array([[0.5, -0.5], [1.5, 0.0]]), -4)
