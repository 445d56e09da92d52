"""heapq.heappush of an item of another type than the heap's: Numba needs the same type."""
# error: type-mismatch
import heapq
from numba import njit


@njit("float64(int64)")
def push(n):
    h = [1.0, 2.0]
    heapq.heappush(h, n)
    return h[0]
