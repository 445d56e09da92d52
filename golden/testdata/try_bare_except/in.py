"""try/except with a bare except and with `except Exception`: a raise in the body, in a
called function, and a runtime ZeroDivisionError are caught; the body's exceptions do not
make the function return an error."""
from numba import njit


@njit
def check(x):
    if x < 0:
        raise ValueError("negative")
    return x * 2


@njit
def bare(x):
    try:
        r = check(x)
    except:
        r = -1
    return r


@njit
def exception(x):
    try:
        if x > 10:
            raise KeyError("big")
        r = check(x) + 1
    except Exception:
        r = 0
    return r


@njit
def divide(a, b):
    try:
        q = a // b
    except Exception:
        q = -999
    return q


@njit
def raise_after(x):
    try:
        y = check(x)
    except Exception:
        y = 0
    if y > 5:
        raise ValueError("too large after the try")
    return y

# call: bare(3)
# call: bare(-3)
# call: exception(2)
# call: exception(-2)
# call: exception(11)
# call: divide(7, 2)
# call: divide(7, 0)
# call: raise_after(1)
# call: raise_after(-1)
# call: raise_after(4)
