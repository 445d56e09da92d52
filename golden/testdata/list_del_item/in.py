"""del l[i] on a reflected list and on a typed List (test_lists' and test_typedlist's delitem usecases): negative indices, the first and last item, an index out of range and an empty list (IndexError with the reflected list's pop messages or the typed List's "list index out of range"), del in a loop, del of a list of tuples, del l[i:j] beside it."""
from numba import njit
from numba.typed import List


@njit
def reflected(n, i):
    l = list(range(n))
    del l[i]
    return l


@njit
def typed(n, i):
    l = List()
    for k in range(n):
        l.append(k * 1.5)
    del l[i]
    return list(l)


@njit
def drain(n):
    l = [(k, str(k)) for k in range(n)]
    out = 0
    while len(l) > 1:
        del l[-1]
        del l[0]
        out += 1
    return out, l


@njit
def with_slice(n, i, j):
    l = list(range(n))
    del l[-1]
    del l[i:j]
    return l


# call: reflected(5, -1)
# call: reflected(5, 0)
# call: reflected(5, 4)
# call: reflected(5, -5)
# call: reflected(5, 5)
# call: reflected(5, -6)
# call: reflected(0, 0)
# call: typed(4, -2)
# call: typed(4, 3)
# call: typed(4, 4)
# call: typed(0, 0)
# call: typed(0, -1)
# call: drain(5)
# call: drain(6)
# call: drain(0)
# call: with_slice(8, 1, 3)
# call: with_slice(8, -3, 100)
# call: with_slice(1, 0, 1)
