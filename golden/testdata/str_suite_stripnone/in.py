"""strip with None as the characters (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def strip_usecase_chars(x, chars):
    return x.strip(chars)

# call: strip_usecase_chars(' ab ', None)
