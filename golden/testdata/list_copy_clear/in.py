"""copy() gives an independent list; clear() empties the list for every name bound to it."""
from numba import njit


@njit
def cc(n):
    a = list(range(n))
    b = a.copy()
    alias = a
    a.clear()
    b.append(-1)
    alias.append(42)
    return a, b, len(alias)

# call: cc(4)
# call: cc(0)
