"""heapq on complex numbers: Python has no order on them, and Numba says so."""
# error: type-mismatch
import heapq
from numba import njit


@njit("complex128(complex128)")
def top(z):
    h = [z, 2 * z]
    heapq.heapify(h)
    return h[0]
