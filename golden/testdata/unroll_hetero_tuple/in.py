"""numba.literal_unroll over heterogeneous tuples: one copy of the loop body per member type (int, float, str, array, tuple), over a tuple argument, a local tuple and a list; loop variables that take each member's type."""
import numpy as np
from numba import njit, literal_unroll


@njit
def mixed(n):
    t = (n, 2.5, "abc", np.arange(3.0), (1, 2))
    total = 0.0
    count = 0
    for x in literal_unroll(t):
        count += 1
    for y in literal_unroll((n, 2.5, "abc", (1, 2))):
        print(y)
    for v in literal_unroll((1, 2.5, True)):
        total += v
    return count, total


@njit
def sizes(t):
    n = 0
    for x in literal_unroll(t):
        n += len(x)
    return n


@njit
def sizes_of(n):
    return sizes(("ab", np.arange(n), (1, 2, 3)))


@njit
def over_list(n):
    s = n
    for x in literal_unroll([1, 2, 3]):
        s += x
    return s


@njit
def nested(t):
    acc = 0.0
    for i in range(3):
        for x in literal_unroll(t):
            acc += x * i
    return acc

# call: mixed(7)
# call: sizes_of(4)
# call: over_list(4)
# call: nested((1, 2.5, True))
