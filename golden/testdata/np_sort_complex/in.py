"""np.sort, a.sort(), np.argsort and np.unique of complex arrays, in NumPy's order: by real
part, then imaginary part, NaNs last as [R + Rj, R + nanj, nan + Rj, nan + nanj]. argsort
keeps equal keys in input order (NumPy's quicksort does for up to 17 elements; its 40-element
call has no equal keys); unique keeps
every NaN, as Numba's algorithm does for floats, so no call here has a NaN to unique."""
# oracle: cpython Numba 0.56 hangs sorting complex arrays (its quicksort compares with complex <)
import numpy as np
from numba import njit


@njit
def sort(a):
    return np.sort(a)


@njit
def sort_inplace(a):
    b = a.copy()
    b.sort()
    return b


@njit
def sort_view(a):
    v = a.reshape(2, -1)[:, ::-1]
    v.sort()
    return a


@njit
def argsort(a):
    return np.argsort(a), a.argsort(kind="mergesort"), np.argsort(a, kind="quicksort")


@njit
def unique(a):
    return np.unique(a)


@njit
def sort32(a):
    b = a.astype(np.complex64)
    return np.sort(b), np.argsort(b), np.unique(b)


# call: sort(np.array([2 + 1j, 1 + 3j, 1 + 2j, 1 + 2j, -1 - 1j, 0j]))
# call: sort(np.array([complex(float("nan"), 1.0), 2 + 1j, complex(1.0, float("nan")), complex(float("nan"), float("nan")), complex(float("nan"), -1.0), 1 - 5j, complex(float("inf"), 0.0), complex(0.0, float("-inf"))]))
# call: sort(np.array([[3 + 0j, 1j, -2j], [1 + 1j, 1 - 1j, 1 + 0j]]))
# call: sort(np.array([1j]))
# call: sort(np.zeros((3, 0), dtype=np.complex128))
# call: sort_inplace(np.array([[2 - 1j, 2 - 2j, 0.5 + 9j], [complex(float("nan"), 0.0), -3 + 0j, 7j]]))
# call: sort_view(np.array([5 + 1j, 4 + 1j, 6 + 0j, 1 + 1j, 3 + 3j, 2 + 2j]))
# call: argsort(np.array([2 + 1j, 1 + 3j, 1 + 2j, 1 + 2j, -1 - 1j, 0j, 1 + 2j]))
# call: argsort(np.array([complex(float("nan"), 1.0), 2 + 1j, complex(1.0, float("nan")), 0j, complex(float("nan"), float("nan")), -1j]))
# call: argsort(np.array([complex(0, 0), complex(1, -1), complex(2, -2), complex(3, -3), complex(4, -4), complex(5, -5), complex(6, -6), complex(0, -7), complex(1, -8), complex(2, -9), complex(3, -10), complex(4, 0), complex(5, -1), complex(6, -2), complex(0, -3), complex(1, -4), complex(2, -5), complex(3, -6), complex(4, -7), complex(5, -8), complex(6, -9), complex(0, -10), complex(1, 0), complex(2, -1), complex(3, -2), complex(4, -3), complex(5, -4), complex(6, -5), complex(0, -6), complex(1, -7), complex(2, -8), complex(3, -9), complex(4, -10), complex(5, 0), complex(6, -1), complex(0, -2), complex(1, -3), complex(2, -4), complex(3, -5), complex(4, -6)]))
# call: unique(np.array([[2 + 1j, 1 + 3j], [1 + 2j, 2 + 1j], [1 + 3j, 1 + 2j]]))
# call: unique(np.array([0j, 0j, 1j, 1 + 0j, 1j]))
# call: unique(np.zeros(0, dtype=np.complex128))
# call: sort32(np.array([0.1 + 0.2j, 0.1 + 0.1j, -0.3 + 0j, complex(float("nan"), 0.0), 0.1 + 0.2j]))
