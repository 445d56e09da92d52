"""@generated_jit: an implementation whose parameters are not named as the function's is
rejected, as Numba rejects it ("should be compatible with signature")."""
# error: unsupported-feature
from numba import generated_jit, njit, types


@generated_jit(nopython=True)
def half(x):
    if isinstance(x, types.Integer):
        return lambda y: y // 2
    return lambda x: x / 2


@njit
def run(n):
    return half(n)


# call: run(7)
