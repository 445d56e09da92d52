"""numba.typed.List raises its own messages: list index out of range, item not in list."""
from numba import njit, types
from numba.typed import List


@njit
def get(i):
    l = List([1, 2, 3])
    return l[i]


@njit
def put(i):
    l = List.empty_list(types.float64)
    l.append(1.0)
    l[i] = 2.0
    return l


@njit
def pop_at(i):
    l = List([1, 2, 3])
    return l.pop(i), l


@njit
def find(x):
    l = List([1, 2, 3])
    return l.index(x)


@njit
def drop(x):
    l = List([1, 2, 3])
    l.remove(x)
    return l

# call: get(-1)
# call: get(3)
# call: put(0)
# call: put(-2)
# call: pop_at(1)
# call: pop_at(5)
# call: find(2)
# call: find(7)
# call: drop(7)
