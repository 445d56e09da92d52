"""type(a)(b): the class of a number converts another value to a's type (usecase
type_unary_usecase of Numba's test_builtins.py): float from int, int from float (truncating),
complex from int and bool, bool from int, and NumPy scalar types."""
import numpy as np
from numba import njit


@njit
def type_unary(a, b):
    return type(a)(b)


@njit
def narrow(x):
    return type(np.float32(1.0))(x), type(np.int8(1))(x)

# call: type_unary(1.5, 2)
# call: type_unary(1, 2.5)
# call: type_unary(1, -2.5)
# call: type_unary(1.5j, 2)
# call: type_unary(True, 2)
# call: type_unary(True, 0)
# call: type_unary(2.5j, False)
# call: narrow(3)
# call: narrow(130)
