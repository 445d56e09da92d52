"""split/rsplit with None as the separator (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def split_usecase(x, y):
    return x.split(y)


@njit
def split_with_maxsplit_usecase(x, y, maxsplit):
    return x.split(y, maxsplit)


@njit
def rsplit_usecase(s, sep):
    return s.rsplit(sep)

# call: split_usecase(' a ', None)
# call: split_with_maxsplit_usecase(' a  b c ', None, 1)
# call: rsplit_usecase(' a ', None)
