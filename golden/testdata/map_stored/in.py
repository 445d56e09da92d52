"""A map or filter object stored in a variable (Numba accepts this): looped over, advanced with
next(), passed to another compiled function, and resumed after a partial loop."""
from numba import njit


@njit
def total(it):
    s = 0
    for v in it:
        s += v
    return s


@njit
def f(n):
    m = map(lambda x: x + 1, range(n))
    s = 0
    for v in m:
        s += v
    return s


@njit
def odd_squares(n):
    odd = filter(lambda x: x % 2 == 1, range(n))
    sq = map(lambda x: x * x, odd)
    first = next(sq)
    return first, total(sq)


@njit
def resumed(xs):
    m = map(lambda x: 2 * x, xs)
    head = []
    for v in m:
        head.append(v)
        if len(head) == 2:
            break
    return head, list(m)


# call: f(3)
# call: odd_squares(8)
# call: odd_squares(1)
# call: resumed([1, 2, 3, 4, 5])
