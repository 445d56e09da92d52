"""Unpacking a list, a set, a dict or a range into names nothing reads still checks the length
(ValueError when it differs), so the sequence is read: fuzzing found a list whose only read was
such an unpack left undeclared in the Go (an internal error)."""
from numba import njit


@njit
def unpack_list(n):
    row = [0] * n
    a, = row
    return n


@njit
def unpack_set(n):
    s = set()
    for i in range(n):
        s.add(i)
    a, b = s
    return n


@njit
def unpack_dict(n):
    d = {}
    for i in range(n):
        d[i] = 1.5
    k, = d
    return n


@njit
def unpack_range(n):
    x, y, z = range(n)
    return n


@njit
def rebind_param(x, y, z):
    row = [0]
    x, = row


# call: unpack_list(1)
# call: unpack_list(2)
# call: unpack_set(2)
# call: unpack_set(3)
# call: unpack_dict(1)
# call: unpack_dict(0)
# call: unpack_range(3)
# call: unpack_range(4)
# call: rebind_param(1.0, 2.0, 3.0)
