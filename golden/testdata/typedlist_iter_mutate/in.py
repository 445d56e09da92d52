"""Iterating a numba.typed.List that the loop body resizes raises Numba's RuntimeError("list
was mutated during iteration") at the next item; a reflected list is iterated to its live
length (Numba's test_typedlist.py test_iter_mutates_self, and test_lists.py)."""
from numba import njit
from numba.typed import List


@njit
def append_while_iterating(x):
    count = 0
    for i in x:
        if count > 1:
            x.append(2.0)
        count += 1
    return count


@njit
def pop_while_iterating(x, at):
    n = 0
    for i in x:
        if n == at:
            x.pop()
        n += 1
    return n


@njit
def set_while_iterating(x):
    # assigning an item keeps the length: no error
    s = 0.0
    for k, v in enumerate(x):
        x[k] = v * 2
        s += v
    return s


@njit
def reflected_grows():
    x = [1.0, 2.0, 3.0]
    n = 0
    for i in x:
        if n < 3:
            x.append(2.0)
        n += 1
    return n, len(x)


@njit
def local_typed():
    x = List()
    x.append(1)
    x.append(2)
    n = 0
    for v in x:
        x.append(v)
        n += 1
    return n

# call: append_while_iterating(List([1.0, 1.0, 1.0]))
# call: append_while_iterating(List([1.0, 1.0]))
# call: pop_while_iterating(List([1.0, 2.0, 3.0]), 1)
# call: pop_while_iterating(List([1.0, 2.0, 3.0]), 2)
# call: set_while_iterating(List([1.0, 2.5]))
# call: reflected_grows()
# call: local_typed()
