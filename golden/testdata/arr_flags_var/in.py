"""a.flags held in a variable, as Numba: its contiguous, c_contiguous and f_contiguous read the
array's layout when a.flags was taken (constants for layouts known when compiling, checked at
run time for views, taken inside the function: the harness passes array arguments
contiguous)."""
import numpy as np
from numba import njit


@njit
def flags(a):
    fl = a.flags
    return fl.contiguous, fl.c_contiguous, fl.f_contiguous


@njit
def flags_views(a):
    f1 = a[::2].flags
    f2 = a.T.flags
    f3 = a[:, :1].flags
    return f1.c_contiguous, f1.f_contiguous, f2.c_contiguous, f2.f_contiguous, f3.c_contiguous, f3.f_contiguous

# call: flags(np.arange(4.0))
# call: flags(np.arange(6.0).reshape(2, 3))
# call: flags(np.asfortranarray(np.arange(6.0).reshape(2, 3)))
# call: flags_views(np.arange(12.0).reshape(3, 4))
# call: flags_views(np.arange(12.0).reshape(1, 12))
