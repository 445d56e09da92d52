"""An optional scalar operand of an array expression (Numba's test_array_exprs TestOptionals): checked once, None raises TypeError."""
import numpy as np
from numba import njit


@njit
def arr_expr(x, y):
    return x + y


@njit
def scaled(x, y):
    return x * y - y


@njit
def do_call(x, y):
    if y > 0:
        z = None
    else:
        z = y
    return arr_expr(x, z)


@njit
def do_call2(x, y):
    z = None
    if y < 0:
        z = y
    return scaled(x, z) + 1.0

# call: do_call(np.arange(5), -1.2)
# call: do_call(np.arange(5.0), 2.5)
# call: do_call2(np.linspace(0.0, 1.0, 4), -0.5)
# call: do_call2(np.arange(6.0).reshape(2, 3), -2.0)
# call: do_call2(np.arange(3.0), 1.0)
