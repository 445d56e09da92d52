"""f-strings of an int expression and a string (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def fstr_usecase(a, b):
    return f"AA_{a + 3}_B_{b}"

# call: fstr_usecase(1, 'x')
# call: fstr_usecase(-5, '大')
