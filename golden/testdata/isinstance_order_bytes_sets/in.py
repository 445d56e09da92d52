"""isinstance() as Numba 0.56's ol_isinstance: the classes of a tuple are tried in order and
the first that decides ends the test (a string after a matching class is never looked at;
numba.typed.List decides where it stands, so (List, int) is False for an int), bytes and sets
are values it tests, and a literal dict is a dict (usecases from Numba's test_builtins)."""
import numpy as np
from numba import njit
from numba.typed import List


@njit
def float_first(x):
    if isinstance(x, (float, 'not a type')):
        return True
    else:
        return False


@njit
def bytes_range_dict():
    a = b'hello'
    b = range(1, 2)
    c = dict()
    c[2] = 3
    if isinstance(a, bytes) and isinstance(b, range) and isinstance(c, dict):
        return True
    return False


@njit
def literal_dict():
    a = {1: 2, 3: 4}
    b = {'a': 10, 'b': np.zeros(3)}
    return isinstance(a, dict), isinstance(b, dict), isinstance(b, (tuple, set))


@njit
def typed_list_first(x):
    return isinstance(x, (List, int)), isinstance(x, (int, List))


@njit
def kind(a):
    if isinstance(a, (tuple, list)):
        return 'sequence'
    elif isinstance(a, set):
        return 'set'
    elif isinstance(a, bytes):
        return 'bytes'
    return 'no match'


@njit
def bytes_kind(n):
    b = b'ab'
    return isinstance(b, (set, bytes)), isinstance(b, (str, tuple)), kind({n, 2}), kind([n])


# call: float_first(3.4)
# call: bytes_range_dict()
# call: literal_dict()
# call: typed_list_first(3)
# call: typed_list_first(List([1, 2]))
# call: kind({1, 2})
# call: kind((1, 'a'))
# call: bytes_kind(2)
