"""Of module sys compiled code may use only sys.maxsize (as Numba): sys.float_info is an error."""
import sys

from numba import njit


@njit("float64()")
def eps():
    return sys.float_info.epsilon

# error: untranslated-module
