"""Lists are references: b = a shares the list, and a callee's appends and writes are seen by the caller."""
from numba import njit


@njit
def fill(l, n):
    for i in range(n):
        l.append(i)
    l[0] = -5


@njit
def shared(n):
    a = [100]
    b = a
    b.append(1)
    fill(a, n)
    return a, len(b)


@njit
def nested_alias():
    inner = [1, 2]
    outer = [inner, inner]
    outer[0].append(3)
    return outer, inner

# call: shared(3)
# call: nested_alias()
