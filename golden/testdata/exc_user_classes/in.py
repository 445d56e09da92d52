"""Module-level exception classes (class MyError(Exception): pass, with a docstring, derived
from a built-in class or from another user class) raised with constant arguments, caught by
try/except; each becomes a Go error type whose PyClass is the Python class name."""
from numba import njit


class MyError(Exception):
    pass


class SubError(MyError):
    """A more specific error."""


class BadValue(ValueError):
    pass


@njit
def pick(k):
    if k == 1:
        raise MyError("my error")
    if k == 2:
        raise SubError("sub", 2)
    if k == 3:
        raise BadValue
    if k == 4:
        raise BadValue()
    return k * 10


@njit
def guarded(k):
    try:
        r = pick(k)
    except Exception:
        r = -1
    return r

# call: pick(0)
# call: pick(1)
# call: pick(2)
# call: pick(3)
# call: pick(4)
# call: guarded(0)
# call: guarded(2)
