"""Defaults of d.get and d.pop that cast to the value type: an int for float values (the
result is float), an int64 for int32 values (a cast Numba only warns about), None (an
optional result), a bool for int values."""
from numba import njit, int32, float64
from numba.typed import Dict


@njit
def defaults(n):
    f = Dict.empty(int32, float64)
    i = Dict.empty(int32, int32)
    for k in range(n):
        f[k] = k * 0.5
        i[k] = k * 3
    a = f.get(n, -1)
    b = i.get(n + 1, 7)
    c = f.get(n + 2, None)
    d = i.pop(1, True)
    e = i.pop(n + 5, False)
    return a, b, c is None, d, e, len(i)

# call: defaults(3)
# call: defaults(1)
