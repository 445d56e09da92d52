"""heapq as Numba compiles it (CPython's algorithms): heappush/heappop order with ties, heapify in place,
heapreplace and heappushpop, nsmallest/nlargest with n of 0, 1, some, all and more (Numba's sorted path,
equal items reversed for nlargest) on lists, tuples and arrays, tuple and string items, a typed List heap,
IndexError from an empty heap and a negative n, ValueError for n == 1 of nothing."""
import heapq
import numpy as np
from numba import njit
from numba.typed import List


@njit
def heapsort(xs):
    h = [xs[0]]
    h.pop()
    for x in xs:
        heapq.heappush(h, x)
    out = []
    while len(h) > 0:
        out.append(heapq.heappop(h))
    return out


@njit
def heapify_state(xs):
    h = list(xs)
    heapq.heapify(h)
    a = heapq.heapreplace(h, 2.5)
    b = heapq.heappushpop(h, -1.0)
    c = heapq.heappushpop(h, 100.0)
    return h, a, b, c


@njit
def tuples(keys, vals):
    h = [(keys[0], vals[0])]
    for i in range(1, len(keys)):
        heapq.heappush(h, (keys[i], vals[i]))
    order = []
    while h:
        k, v = heapq.heappop(h)
        order.append(v)
    return order


@njit
def words():
    h = ["pear", "apple", "fig", "banana", "apple", "cherry"]
    heapq.heapify(h)
    first = heapq.heappop(h)
    return first, heapq.heappop(h), h


@njit
def best(xs, n):
    return heapq.nsmallest(n, xs), heapq.nlargest(n, xs)


@njit
def best_array(a, n):
    return heapq.nsmallest(n, a), heapq.nlargest(n, a)


@njit
def best_tuple(n):
    return heapq.nsmallest(n, (5, 1, 4, 1, 5, 9, 2, 6)), heapq.nlargest(n, (5, 1, 4, 1, 5, 9, 2, 6))


@njit
def ties(n):
    xs = [(1, 0), (0, 1), (1, 0), (0, 1), (2, 2)]
    return heapq.nsmallest(n, xs), heapq.nlargest(n, xs)


@njit
def typed_heap(xs):
    h = List()
    h.append(xs[0])
    for x in xs[1:]:
        heapq.heappush(h, x)
    return heapq.heappop(h), heapq.heappop(h), len(h)


@njit
def pop_empty():
    h = [1]
    heapq.heappop(h)
    return heapq.heappop(h)


@njit
def replace_empty():
    h = [1.0]
    h.pop()
    return heapq.heapreplace(h, 2.0)

# call: heapsort([5, 3, 8, 1, 9, 2, 7, 3, 0, -4])
# call: heapsort([2.5, -1.0, 2.5, 0.0, 1e300, -1e300])
# call: heapify_state([9.0, 4.0, 7.0, 1.0, 8.0, 2.0, 6.0])
# call: tuples([3, 1, 3, 2, 1, 0], [0, 1, 2, 3, 4, 5])
# call: words()
# call: best([5.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], 0)
# call: best([5.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], 1)
# call: best([5.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], 3)
# call: best([5.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], 8)
# call: best([5.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], 20)
# call: best([5.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0], -2)
# call: best_array(np.array([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5]), 4)
# call: best_array(np.array([3, 1, 4]), 1)
# call: best_array(np.zeros(0), 1)
# call: best_tuple(3)
# call: ties(2)
# call: ties(3)
# call: ties(5)
# call: typed_heap(np.array([4.0, -2.0, 7.5, 0.0]))
# call: pop_empty()
# call: replace_empty()
