"""A numba.typed.List of None (List[None]; test_typedlist's TestNoneType): append(None), len, l[i] (None), l[i] = None, iteration, == != < <= > >= between lists of None (the lengths decide), returning the list."""
from numba import njit
from numba.typed import List


@njit
def basics(n):
    l = List()
    for _ in range(n):
        l.append(None)
    l[0] = None
    count = 0
    for i in l:
        count += 1
    return len(l), l[0], l[-1] is None, count


@njit
def compare(n, k):
    l = List()
    for _ in range(n):
        l.append(None)
    m = List()
    for _ in range(k):
        m.append(None)
    return l == m, l != m, l < m, l <= m, l > m, l >= m


@njit
def append_none():
    l = List()
    l.append(None)
    return l


# call: basics(3)
# call: basics(1)
# call: compare(1, 1)
# call: compare(1, 2)
# call: compare(3, 2)
# call: append_none()
