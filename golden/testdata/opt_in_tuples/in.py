"""Tuples holding optional values (usecase test_many_optional_none_returns of Numba's
test_optional.py): returned to Go as a kernels.Optional item, unpacked, tested with `is None`,
used as a number (checked: None raises TypeError) and printed."""
from numba import njit


@njit
def foo(maybe):
    lx = None
    if maybe:
        lx = 10
    return 1, lx


@njit
def unpack(maybe):
    a, b = foo(maybe)
    if b is None:
        return a
    return a + b


@njit
def unchecked(maybe):
    t = foo(maybe)
    return t[1] * 2


@njit
def show(maybe):
    print(foo(maybe))
    return foo(maybe)[0]

# call: foo(False)
# call: foo(True)
# call: unpack(False)
# call: unpack(True)
# call: unchecked(True)
# call: unchecked(False)
# call: show(True)
# call: show(False)
