"""A numba.typed.List compared with a value that is no list: Numba's list comparisons answer
False for every operator, != included (test_typedlist.py); two typed Lists compare by
length first, then item by item, as Numba's old-style cmp."""
from numba import njit
from numba.typed import List


@njit
def cmp(a, b):
    return a < b, a <= b, a == b, a != b, a >= b, a > b


@njit
def cmp_tuple(a):
    return a == (1, 2), a != (1, 2)

# call: cmp(List([1, 2, 3]), 1)
# call: cmp(List([1.5]), 1.5)
# call: cmp(List([1, 2, 3]), List([1, 2, 3]))
# call: cmp(List([1, 2, 3]), List([2]))
# call: cmp(List([1, 2]), List([1, 3]))
# call: cmp(List([3.0, 1.0]), List([1.0, 2.0, 0.5]))
# call: cmp(List([2.0, 1.0]), List([2.0, 1.0]))
# call: cmp_tuple(List([1, 2]))
