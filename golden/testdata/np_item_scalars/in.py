"""x.item() of a number or bool is the scalar itself (Numba's number.item), a.item() of a size-1
array its element, of other sizes ValueError; a.transpose() and a.T of a 0-d array is the array."""
import numpy as np
from numba import njit


@njit
def item(x):
    return x.item()


@njit
def item_expr(a, i):
    return (a[i] * 2).item() + a.sum().item()


@njit
def transpose0(a):
    b = a.transpose()
    c = a.T
    return b[()] + c[()], b.ndim, c.ndim


# call: item(True)
# call: item(3)
# call: item(-2.5)
# call: item(1.5j)
# call: item(np.array(1.5))
# call: item(np.array([[2.5j]]))
# call: item(np.array([1, 2]))
# call: item_expr(np.arange(4), 2)
# call: item_expr(np.linspace(0.0, 1.0, 3), 1)
# call: transpose0(np.array(4))
# call: transpose0(np.array(1.25))
