"""numba.typed.List: List(), List.empty_list(types.T), List(iterable); the same list operations."""
from numba import njit, types
from numba.typed import List


@njit
def typed(n):
    a = List()
    for i in range(n):
        a.append(i * 1.5)
    b = List.empty_list(types.int64)
    b.append(n)
    b.extend([1, 2])
    c = List([3, 1, 2])
    c.sort()
    return a, b, c, len(a) + len(b) + c[-1]

# call: typed(3)
