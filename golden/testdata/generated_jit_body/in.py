"""@generated_jit bodies that compute from the argument types before choosing: a dtype taken
from the argument (`dt = a.dtype`) used by the implementation, a tuple test, and a body that
raises for the types it does not handle (a compile-time error in Numba: pygo raises it only if
that branch is the one taken, which no call here reaches)."""
import numpy as np
from numba import generated_jit, njit, types


@generated_jit(nopython=True)
def zeros_like_typed(a):
    dt = a.dtype
    def impl(a):
        return np.zeros(a.shape, dt)
    return impl


@generated_jit(nopython=True)
def first(x):
    if isinstance(x, types.BaseTuple):
        return lambda x: x[0]
    if isinstance(x, types.Array):
        return lambda x: x.flat[0]
    raise TypeError("first() needs a tuple or an array")


@njit
def run(a):
    z = zeros_like_typed(a)
    return z, first((3, 4.5)), first(a)


# call: run(np.arange(6.0).reshape(2, 3))
# call: run(np.array([7, 8], dtype=np.int32))
