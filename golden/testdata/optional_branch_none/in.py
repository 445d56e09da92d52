"""A variable bound to a number, then to None in a branch, is None after the if when that branch
ran: the number's proof that it is not None ends where a branch assigns None (pygo kept the
proof past the if, folded `a is None` to False and dropped the store)."""
from numba import njit


@njit
def nothing():
    pass


@njit
def literal(flag):
    a = 1.5
    if flag:
        a = None
    return a is None


@njit
def from_call(flag):
    a = 1.5
    if flag:
        a = nothing()
    return a is None


@njit
def in_else(flag):
    a = 2
    if flag:
        a = 3
    else:
        a = None
    if a is None:
        return -1
    return a


@njit
def proven_again(flag):
    a = 1.5
    if flag:
        a = None
    if a is None:
        a = 4.0
    return a + 1.0


# call: literal(True)
# call: literal(False)
# call: from_call(True)
# call: from_call(False)
# call: in_else(True)
# call: in_else(False)
# call: proven_again(True)
# call: proven_again(False)
