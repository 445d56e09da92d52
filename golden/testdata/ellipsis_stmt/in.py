"""A bare `...` statement is a placeholder, as pass: a function whose body is ... returns None,
and ... in a branch does nothing."""
from numba import njit


@njit
def placeholder(d):
    ...


@njit
def run(n):
    total = 0
    for i in range(n):
        if i % 2:
            ...
        else:
            total += i
    r = placeholder({"a": 1, "b": 2})
    return total, r is None

# call: run(7)
# call: placeholder(3)
