"""set.remove of a missing item and set.pop of an empty set raise KeyError with Numba's messages."""
from numba import njit


@njit
def remove(n):
    s = {1, 2, 3}
    s.remove(n)
    return len(s)


@njit
def pop(n):
    s = set(range(n))
    s.pop()
    s.pop()
    return len(s)

# call: remove(2)
# call: remove(7)
# call: pop(3)
# call: pop(1)
