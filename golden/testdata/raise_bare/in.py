"""A bare raise with no exception being handled raises RuntimeError("No active exception to
reraise"), as Python and Numba do: at the top of a function, on one branch, and caught by a
try statement around the call."""
from numba import njit


@njit
def always():
    raise


@njit
def when(x):
    if x < 0:
        raise
    return x * 2


@njit
def caught(x):
    try:
        return when(x)
    except Exception:
        return -1


# call: always()
# call: when(3)
# call: when(-1)
# call: caught(4)
# call: caught(-4)
