"""find/rfind/count with None for start or end (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def find_with_start_only_usecase(x, y, start):
    return x.find(y, start)


@njit
def rfind_with_start_end_usecase(x, y, start, end):
    return x.rfind(y, start, end)


@njit
def count_with_start_end_usecase(x, y, start, end):
    return x.count(y, start, end)

# call: find_with_start_only_usecase('ascii', 'ci', None)
# call: rfind_with_start_end_usecase('ascii', 'i', None, None)
# call: rfind_with_start_end_usecase('ascii', 'i', None, 3)
# call: count_with_start_end_usecase('asciiii', 'i', 2, None)
