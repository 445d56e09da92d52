"""Lists of sets, as Numba's list(reflected set(int64)): a comprehension of sets, appends,
a set updated through its list, iteration, len, `in` on an item, and a comprehension whose
list is unused (Numba's test_closure numbaFailure)."""
import numpy as np
from numba import njit


@njit
def sets_list(a):
    out = [set(a[i]) for i in range(a.shape[0])]
    return len(out), len(out[0]), len(out[1])


@njit
def sets_append(a):
    out = []
    for i in range(a.shape[0]):
        out.append(set(a[i]))
    out[0].add(9)
    s = 0
    for x in out:
        s += len(x)
    return s, 9 in out[0], 9 in out[1], sorted(out[1])


@njit
def unused_comprehension(scores):
    rows, cols = scores.shape
    n = 0
    for i in range(rows):
        coxv = scores[i]
        groups = sorted(set(coxv), reverse=True)
        [set(np.argwhere(coxv == x).flatten()) for x in groups]
        n += len(groups)
    return n


# call: sets_list(np.array([[1, 2, 2], [3, 3, 4]]))
# call: sets_append(np.array([[1, 2, 2], [3, 3, 4], [5, 5, 5]]))
# call: unused_comprehension(np.array([[0.5, 0.25, 0.5], [1.0, 2.0, 3.0]]))
