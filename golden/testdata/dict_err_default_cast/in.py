"""d.get(k, default) and d.pop(k, default) cast a default that is not None to the dict's value
type, as Numba's _sentry_safe_cast_default: a complex default for float values is rejected."""
# error: type-mismatch
from numba import njit, int32, float64
from numba.typed import Dict


@njit("complex128(int64)")
def f(n):
    d = Dict.empty(int32, float64)
    for i in range(n):
        d[i] = i + 1
    return d.get(2 * n, 1j)
