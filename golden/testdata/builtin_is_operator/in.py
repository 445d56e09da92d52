"""`is` and `is not` between numbers, as Numba's generic `is`: == for two values of one type,
False for two types (usecases of Numba's test_optional.py); operator.is_, is_not, truth and
getitem; operator.eq/ne of a bool and a complex (test_builtins.py's mixed-type comparisons)."""
import operator
import numpy as np
from numba import njit


@njit
def a_is_b(a, b):
    return a is b


@njit
def a_is_not_b(a, b):
    return a is not b


@njit
def mixed(a, b):
    # an int64 and a float64 are never the same object
    return a is b, a is not b, operator.is_(a, a), operator.is_not(b, b)


@njit
def truth(p):
    return operator.truth(p)


@njit
def getitem(a, i):
    return operator.getitem(a, i) + operator.getitem((i, 2.5), 1)


@njit
def eq_mixed(a, b):
    return operator.eq(a, b), operator.ne(a, b)

# call: a_is_b(1, 1)
# call: a_is_b(1, 2)
# call: a_is_not_b(1, 1)
# call: a_is_not_b(1, 2)
# call: a_is_b(1.5, 1.5)
# call: a_is_b(True, False)
# call: mixed(1, 1.0)
# call: truth(True)
# call: truth(False)
# call: getitem(np.arange(5.0), 3)
# call: eq_mixed(True, 1j)
# call: eq_mixed(True, 1 + 0j)
# call: eq_mixed(False, 0j)
