"""f-strings of an int expression and a string (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def fstr_usecase(a, b):
    return f"AA_{a + 3}_B_{b}"


@njit
def impl1(a):
    return f"AA_{a+3}_B"


@njit
def impl2(a):
    return f"{a+2}"


@njit
def impl3(a):
    return f"ABC_{a}"


@njit
def impl5():
    return f""

# call: fstr_usecase(1, 'x')
# call: fstr_usecase(-5, '大')
# call: impl1(3)
# call: impl2(2)
# call: impl3('DE')
# call: impl3(7)
# call: impl5()
