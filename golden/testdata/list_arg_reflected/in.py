"""List arguments are Numba's reflected lists: the caller sees appends, pops and element writes after the call."""
from numba import njit


@njit
def scale(l, k):
    for i in range(len(l)):
        l[i] *= k
    l.append(k)


@njit
def trim(l):
    x = l.pop()
    l.insert(0, x)
    return x

# call: scale([1.0, 2.0, 3.0], 2.0)
# call: trim([4, 5, 6])
